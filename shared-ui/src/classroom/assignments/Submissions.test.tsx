import { screen, within } from '@testing-library/react';
import { fakeNow, renderWithProviders } from '../../testing';
import { FeedbackDialog } from './FeedbackDialog';
import { SubmissionsView } from './SubmissionsView';
import { SubmitWorkDialog } from './SubmitWorkDialog';
import {
  FARHANA,
  NUSRAT,
  failedCall,
  fileOf,
  testAssignment,
  testFile,
  testSubmission,
} from './test-fixtures';

// Thursday 26 November 2026, 10:00 in Dhaka.
fakeNow('2026-11-26T04:00:00Z');

describe('SubmitWorkDialog', () => {
  function renderSubmit(assignment = testAssignment(), name = 'Submit work') {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const view = renderWithProviders(
      <SubmitWorkDialog assignment={assignment} onClose={jest.fn()} onSubmit={onSubmit} />,
    );
    return { ...view, onSubmit, assignment, dialog: screen.getByRole('dialog', { name }) };
  }

  it('sends an answer and a file', async () => {
    const { dialog, user, onSubmit, assignment } = renderSubmit();
    expect(
      within(dialog).getByText('Newton’s laws worksheet, due 28 Nov 2026, 6:30 PM (Dhaka time).'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your answer'), ' a = F/m ');
    const photo = fileOf('page1.jpg', 'image/jpeg');
    await user.upload(within(dialog).getByLabelText('File'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(assignment, { text: 'a = F/m', file: photo });
  });

  it('needs an answer or a file', async () => {
    const { dialog, user, onSubmit } = renderSubmit();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write an answer or attach a file');
    expect(within(dialog).getByLabelText('Your answer')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('replaces a submission, starting from its text, and says what that does', async () => {
    const own = testSubmission({ file: testFile({ name: 'old.pdf' }) });
    const { dialog, user, onSubmit } = renderSubmit(
      testAssignment({ my_submission: own }),
      'Replace submission',
    );
    expect(
      within(dialog).getByText(/This replaces the text and the file you sent before/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/You sent old\.pdf before/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your answer')).toHaveValue('F = ma, so a = 2 m/s².');
    onSubmit.mockRejectedValueOnce(
      failedCall(409, 'The due time has passed; your submission can no longer be replaced'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // the caller's toast says why; the form stays to try again or cancel
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a file the server refused on the file field', async () => {
    const { dialog, user, onSubmit } = renderSubmit();
    onSubmit.mockRejectedValueOnce(failedCall(413, 'File must be at most 10 MB'));
    await user.upload(within(dialog).getByLabelText('File'), fileOf('scan.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File must be at most 10 MB');
    expect(within(dialog).getByLabelText('File')).toHaveFocus();
  });

  it('warns that work sent after the due time is marked late', () => {
    const { dialog } = renderSubmit(
      testAssignment({ due_at: '2026-11-25T12:30:00.000Z', is_past_due: true }),
    );
    expect(within(dialog).getByText(/your work will be marked late/)).toBeInTheDocument();
  });
});

describe('SubmissionsView', () => {
  const assignment = testAssignment({ due_at: '2026-11-25T12:30:00.000Z', is_past_due: true });
  const sent = testSubmission({ file: testFile({ name: 'nusrat.pdf', url: '/api/v1/batch-files/n' }) });
  const rows = [
    { student: NUSRAT, submission: sent },
    { student: FARHANA, submission: null },
    {
      student: { _id: '44444444-4444-4444-8444-444444444444', username: 'tanvir' },
      submission: testSubmission({ is_late: true, text: 'Late answer', feedback: 'See me', mark: 4 }),
    },
  ];
  const query = (data?: typeof rows, extra = {}) => ({
    isPending: data === undefined,
    isError: false,
    error: null,
    data,
    refetch: jest.fn(),
    ...extra,
  });

  it('lists every student: submitted, late or missing, with their work and feedback', async () => {
    const onFeedback = jest.fn();
    const onBack = jest.fn();
    const { user } = renderWithProviders(
      <SubmissionsView
        assignment={assignment}
        submissions={query(rows)}
        onBack={onBack}
        onFeedback={onFeedback}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Newton’s laws worksheet' })).toHaveFocus();
    expect(screen.getByText('2 of 3 submitted')).toBeInTheDocument();
    const nusrat = screen.getByRole('article', { name: 'nusrat' });
    expect(within(nusrat).getByText('Submitted')).toBeInTheDocument();
    expect(within(nusrat).getByRole('link', { name: 'Download nusrat.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/batch-files/n',
    );
    const farhana = screen.getByRole('article', { name: 'farhana' });
    expect(within(farhana).getByText('Missing')).toBeInTheDocument();
    expect(within(farhana).getByText('Nothing submitted yet.')).toBeInTheDocument();
    expect(within(farhana).queryByRole('button')).not.toBeInTheDocument();
    const tanvir = screen.getByRole('article', { name: 'tanvir' });
    expect(within(tanvir).getByText('Late')).toBeInTheDocument();
    expect(within(tanvir).getByText('Mark: 4 of 10')).toBeInTheDocument();
    expect(within(tanvir).getByText('See me')).toBeInTheDocument();

    await user.click(within(nusrat).getByRole('button', { name: 'Give feedback to nusrat' }));
    expect(onFeedback).toHaveBeenCalledWith(sent);
    expect(within(tanvir).getByRole('button', { name: 'Edit feedback to tanvir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to assignments' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows loading, then a failure with Try again', async () => {
    const { rerender } = renderWithProviders(
      <SubmissionsView assignment={assignment} submissions={query()} onBack={jest.fn()} />,
    );
    expect(screen.getByText('Loading submissions...')).toBeInTheDocument();
    const refetch = jest.fn();
    rerender(
      <SubmissionsView
        assignment={assignment}
        submissions={query(undefined, { isPending: false, isError: true, error: new Error('x'), refetch })}
        onBack={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the submissions.');
    within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});

describe('FeedbackDialog', () => {
  const submission = testSubmission();

  function renderFeedback(totalMarks: number | null = 10) {
    const onSave = jest.fn().mockResolvedValue(undefined);
    const view = renderWithProviders(
      <FeedbackDialog
        submission={submission}
        assignment={{ title: 'Worksheet', total_marks: totalMarks }}
        onClose={jest.fn()}
        onSave={onSave}
      />,
    );
    return { ...view, onSave, dialog: screen.getByRole('dialog', { name: 'Feedback for nusrat' }) };
  }

  it('sends feedback and a mark', async () => {
    const { dialog, user, onSave } = renderFeedback();
    await user.type(within(dialog).getByLabelText('Feedback'), 'Well done');
    await user.type(within(dialog).getByLabelText('Mark'), '9');
    expect(within(dialog).getByText('Optional, from 0 to 10.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(onSave).toHaveBeenCalledWith(submission, { feedback: 'Well done', mark: 9 });
  });

  it('keeps a mark within the total, and needs feedback or a mark', async () => {
    const { dialog, user, onSave } = renderFeedback();
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write feedback or give a mark');
    await user.type(within(dialog).getByLabelText('Mark'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mark cannot be more than the total marks');
    expect(within(dialog).getByLabelText('Mark')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for no mark when the assignment has no total marks', async () => {
    const { dialog, user, onSave } = renderFeedback(null);
    expect(within(dialog).queryByLabelText('Mark')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Feedback'), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(onSave).toHaveBeenCalledWith(submission, { feedback: 'Nice', mark: null });
  });
});
