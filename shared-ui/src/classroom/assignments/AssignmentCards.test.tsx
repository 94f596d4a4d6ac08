import { screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n/catalogs';
import { fakeNow, renderWithProviders } from '../../testing';
import { StudentAssignmentCard, TeacherAssignmentCard } from './AssignmentCard';
import { testAssignment, testFile, testSubmission } from './test-fixtures';

// Thursday 26 November 2026, 10:00 in Dhaka.
fakeNow('2026-11-26T04:00:00Z');

const article = (name: string) => screen.getByRole('article', { name });

describe('TeacherAssignmentCard', () => {
  it('shows the due time in Dhaka with how far off it is, who submitted, and its actions', async () => {
    const assignment = testAssignment({
      file: testFile(),
      submitted_count: 3,
      student_count: 5,
    });
    const onSubmissions = jest.fn();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderWithProviders(
      <TeacherAssignmentCard
        assignment={assignment}
        onSubmissions={onSubmissions}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const card = article('Newton’s laws worksheet');
    expect(within(card).getByText('Due 28 Nov 2026, 6:30 PM (Dhaka time)')).toBeInTheDocument();
    expect(within(card).getByText('due in 2 days')).toBeInTheDocument();
    expect(within(card).getByText('Submitted 3 of 5')).toBeInTheDocument();
    expect(within(card).getByText('Total marks: 10')).toBeInTheDocument();
    expect(within(card).getByText(/Answer questions 1 to 5\./)).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Download worksheet.pdf' });
    expect(link).toHaveAttribute('href', '/api/v1/batch-files/sealed-token');
    expect(within(card).getByText('(PDF, 2.5 MB)')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Submissions of Newton’s laws worksheet' }));
    await user.click(within(card).getByRole('button', { name: 'Edit Newton’s laws worksheet' }));
    await user.click(within(card).getByRole('button', { name: 'Delete Newton’s laws worksheet' }));
    expect(onSubmissions).toHaveBeenCalledWith(assignment);
    expect(onEdit).toHaveBeenCalledWith(assignment);
    expect(onDelete).toHaveBeenCalledWith(assignment);
  });

  it.each([
    ['2026-11-26T04:20:00Z', 'due in 20 minutes'],
    ['2026-11-26T09:00:00Z', 'due in 5 hours'],
    ['2026-11-27T05:00:00Z', 'due tomorrow'],
    ['2026-11-25T12:30:00Z', 'past due'],
  ])('says a due time of %s is %s', (due_at, words) => {
    renderWithProviders(
      <TeacherAssignmentCard assignment={testAssignment({ due_at })} onSubmissions={jest.fn()} />,
    );
    expect(screen.getByText(words)).toBeInTheDocument();
    // without onEdit and onDelete (an admin) there is nothing to change
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('StudentAssignmentCard', () => {
  function renderCard(assignment: ReturnType<typeof testAssignment>) {
    const onSubmit = jest.fn();
    const view = renderWithProviders(<StudentAssignmentCard assignment={assignment} onSubmit={onSubmit} />);
    return { ...view, onSubmit, card: article(assignment.title) };
  }

  it('offers Submit work before anything is sent', async () => {
    const assignment = testAssignment();
    const { card, user, onSubmit } = renderCard(assignment);
    expect(within(card).getByText('Not submitted')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Submit work' }));
    expect(onSubmit).toHaveBeenCalledWith(assignment);
  });

  it('shows what was sent and offers to replace it until the due time', () => {
    const { card } = renderCard(
      testAssignment({
        my_submission: testSubmission({
          file: testFile({
            name: 'answer.docx',
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            size: 40 * 1024,
          }),
        }),
      }),
    );
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    const yours = within(card).getByRole('heading', { name: 'Your submission' }).parentElement!;
    expect(within(yours).getByText('Sent 25 Nov 2026, 8:00 PM')).toBeInTheDocument();
    expect(within(yours).getByText('F = ma, so a = 2 m/s².')).toBeInTheDocument();
    expect(within(yours).getByText('(Word, 40 KB)')).toBeInTheDocument();
    expect(within(card).getByText('You can replace it until the due time.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Replace submission' })).toBeInTheDocument();
  });

  it('after the due time offers a late first submission, and no replacement', () => {
    const past = { due_at: '2026-11-25T12:30:00.000Z', is_past_due: true };
    const { card, unmount } = renderCard(testAssignment(past));
    expect(within(card).getByText('past due')).toBeInTheDocument();
    expect(within(card).getByText(/You can still submit; your work will be marked late/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Submit late' })).toBeInTheDocument();
    unmount();

    const { card: sent } = renderCard(
      testAssignment({ ...past, my_submission: testSubmission({ is_late: true }) }),
    );
    expect(within(sent).getByText('Submitted late')).toBeInTheDocument();
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(sent).getByText('The due time has passed; your submission can no longer be replaced.'),
    ).toBeInTheDocument();
  });

  it("shows the teacher's feedback and mark", () => {
    const { card } = renderCard(
      testAssignment({
        my_submission: testSubmission({
          feedback: 'Good work.\nCheck units in Q3.',
          mark: 8,
          feedback_at: '2026-11-26T03:00:00.000Z',
        }),
      }),
    );
    expect(within(card).getByText('Feedback given')).toBeInTheDocument();
    expect(within(card).getByText("Teacher's feedback")).toBeInTheDocument();
    expect(within(card).getByText('Mark: 8 of 10')).toBeInTheDocument();
    expect(within(card).getByText(/Good work\./)).toBeInTheDocument();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    const { card } = renderCard(testAssignment());
    expect(within(card).getByText('জমা দেওয়া হয়নি')).toBeInTheDocument();
    expect(within(card).getByText('আর ২ দিন বাকি')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'কাজ জমা দিন' })).toBeInTheDocument();
  });
});
