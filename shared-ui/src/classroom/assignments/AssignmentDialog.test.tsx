import { fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n/catalogs';
import { fakeNow, renderWithProviders } from '../../testing';
import { AssignmentDialog } from './AssignmentDialog';
import { failedCall, fileOf, testAssignment, testFile } from './test-fixtures';

// Thursday 26 November 2026, 10:00 in Dhaka.
fakeNow('2026-11-26T04:00:00Z');

function renderDialog(
  assignment = null as ReturnType<typeof testAssignment> | null,
  name = 'Set assignment',
) {
  const onCreate = jest.fn().mockResolvedValue(undefined);
  const onUpdate = jest.fn().mockResolvedValue(undefined);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <AssignmentDialog
      open
      assignment={assignment}
      onClose={onClose}
      onCreate={onCreate}
      onUpdate={onUpdate}
    />,
  );
  return { ...view, onCreate, onUpdate, onClose, dialog: screen.getByRole('dialog', { name }) };
}

describe('AssignmentDialog: Set assignment', () => {
  it('sends the title, instructions, the due time as Dhaka time, total marks and the attachment', async () => {
    const { dialog, user, onCreate } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Title/), '  Chapter 3 exercises ');
    await user.type(within(dialog).getByLabelText(/^Instructions/), 'Do 1–10');
    const due = within(dialog).getByLabelText(/Due date and time \(Dhaka time\)/);
    expect(due).toHaveAttribute('type', 'datetime-local');
    expect(due).toHaveAttribute('min', '2026-11-26T00:00');
    await user.type(due, '2026-11-28T18:30');
    await user.type(within(dialog).getByLabelText(/^Total marks/), '20');
    const sheet = fileOf('sheet.pdf', 'application/pdf', 300 * 1024);
    await user.upload(within(dialog).getByLabelText(/^Attachment/), sheet);
    expect(within(dialog).getByText('Chosen: sheet.pdf (300 KB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(onCreate).toHaveBeenCalledWith({
      title: 'Chapter 3 exercises',
      instructions: 'Do 1–10',
      due_at: '2026-11-28T18:30',
      total_marks: 20,
      file: sheet,
    });
  });

  it('needs a title and a due time to come, and total marks from 1 to 1000, in the server’s words', async () => {
    const { dialog, user, onCreate } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Total marks/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Title is required',
      'Due time is required',
      'Total marks must be a whole number from 1 to 1000',
    ]);

    await user.type(title, 'Essay');
    await user.type(within(dialog).getByLabelText(/Due date and time/), '2026-11-26T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(within(dialog).getByText('Choose a due time in the future')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB or of another type at once, as the server would', async () => {
    const { dialog, user, onCreate } = renderDialog();
    const input = within(dialog).getByLabelText(/^Attachment/);
    await user.upload(input, fileOf('big.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File must be at most 10 MB');
    fireEvent.change(input, { target: { files: [fileOf('run.exe', 'application/x-msdownload')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'File must be a PDF, an image (JPEG, PNG, WebP or GIF), or a Word, PowerPoint or Excel document',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove the chosen file' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows the server's field errors, and a refused file on the file field", async () => {
    const { dialog, user, onCreate } = renderDialog();
    onCreate
      .mockRejectedValueOnce(
        failedCall(400, 'Validation failed', { title: 'Title must be at most 120 characters long' }),
      )
      .mockRejectedValueOnce(
        failedCall(
          415,
          'File must be a PDF, an image (JPEG, PNG, WebP or GIF), or a Word, PowerPoint or Excel document',
        ),
      );
    await user.type(within(dialog).getByLabelText(/^Title/), 'Essay');
    await user.type(within(dialog).getByLabelText(/Due date and time/), '2026-11-28T18:30');
    await user.upload(within(dialog).getByLabelText(/^Attachment/), fileOf('fake.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Title must be at most 120 characters long',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(await within(dialog).findByText(/File must be a PDF/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Attachment/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AssignmentDialog: Edit assignment', () => {
  const assignment = testAssignment({ file: testFile() });

  it('starts from the assignment in Dhaka time and sends only what changed', async () => {
    const { dialog, user, onUpdate } = renderDialog(assignment, 'Edit assignment');
    expect(within(dialog).getByLabelText(/Due date and time/)).toHaveValue('2026-11-28T18:30');
    expect(within(dialog).getByLabelText(/^Total marks/)).toHaveValue(10);
    // the attachment stays: no file field
    expect(within(dialog).queryByLabelText(/^Attachment/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download worksheet.pdf' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Total marks/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onUpdate).toHaveBeenCalledWith(assignment, { total_marks: null });
  });

  it('lets a past due time stand when it is not changed', async () => {
    const past = testAssignment({ due_at: '2026-11-25T12:30:00.000Z', is_past_due: true });
    const { dialog, user, onUpdate } = renderDialog(past, 'Edit assignment');
    await user.type(within(dialog).getByLabelText(/^Title/), ' (revised)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onUpdate).toHaveBeenCalledWith(past, { title: 'Newton’s laws worksheet (revised)' });
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    renderDialog(assignment, 'অ্যাসাইনমেন্ট সম্পাদনা');
    expect(screen.getByLabelText(/জমার তারিখ ও সময় \(ঢাকার সময়\)/)).toBeInTheDocument();
  });
});
