import type { CreateBatchInput, UpdateBatchInput } from '@pathshala/shared-api/batches';
import type { Batch } from '@pathshala/shared-api/contract';
import { makeBatch, STUDENT, TEACHER } from '@pathshala/shared-api/testing';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { dhakaDay } from '../i18n/dhaka-calendar';
import { clearToasts, renderWithProviders } from '../testing';
import { useBatchEditors, type BatchEditorsOptions } from './useBatchEditors';

afterEach(clearToasts);

/** A failed call as the API client rejects it: the error envelope on `response.data`. */
const failedCall = (message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { data: { message, errors } } });

/** A page as small as can be: a button for each of `add`, `edit` and `remove` (on `batch`), and the dialogs. */
function Editors({ batch, ...options }: BatchEditorsOptions & { batch: Batch }) {
  const { add, edit, remove, dialogs } = useBatchEditors(options);
  return (
    <>
      <button type="button" onClick={add}>
        New Batch
      </button>
      <button type="button" onClick={() => edit(batch)}>
        Edit batch
      </button>
      <button type="button" onClick={() => remove(batch)}>
        Delete batch
      </button>
      {dialogs}
    </>
  );
}

/**
 * The editors of a student (the owner, no teacher) unless `options` say otherwise, with calls that succeed;
 * a test makes one fail with `mockRejectedValueOnce`.
 */
function renderEditors(options: Partial<BatchEditorsOptions> = {}) {
  const batch = makeBatch({ title: 'My own batch' });
  const calls = {
    create: jest.fn((_input: CreateBatchInput) => Promise.resolve<unknown>(makeBatch())),
    update: jest.fn((_batchId: string, _input: UpdateBatchInput) =>
      Promise.resolve({ batch, message: 'Batch updated successfully' }),
    ),
    destroy: jest.fn((_batch: Batch) => Promise.resolve<unknown>(null)),
  };
  const rendered = renderWithProviders(
    <Editors batch={batch} owner={STUDENT.username} destroying={false} {...calls} {...options} />,
  );
  return { ...rendered, ...calls, batch };
}

/** The toast titled `title`. */
const toast = (title: string) => screen.findByRole('status', { name: title });

describe('useBatchEditors: Add New Batch', () => {
  async function openAdd(options: Partial<BatchEditorsOptions> = {}) {
    const rendered = renderEditors(options);
    await rendered.user.click(screen.getByRole('button', { name: 'New Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    return { ...rendered, dialog };
  }

  /** Fills what a batch needs besides the teacher: subject, class, salary. */
  async function fillRequired(user: ReturnType<typeof renderEditors>['user'], dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
  }

  it('prefills the owner (read-only) and, given none, leaves the teacher empty; time 13:00; weekdays Sunday first', async () => {
    const { dialog } = await openAdd();
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveValue(STUDENT.username);
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('13:00');
    const days = within(within(dialog).getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sun (Sunday)',
      'Mon (Monday)',
      'Tue (Tuesday)',
      'Wed (Wednesday)',
      'Thu (Thursday)',
      'Fri (Friday)',
      'Sat (Saturday)',
    ]);
    const classes = within(within(dialog).getByLabelText(/^Class/)).getAllByRole('option');
    expect(classes.map((option) => option.textContent)).toEqual([
      'Choose a class',
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
      'Class Hons',
      'Class Masters',
    ]);
  });

  it('prefills the teacher it is given (a teacher adds the batches they teach)', async () => {
    const { dialog } = await openAdd({ owner: TEACHER.username, teacher: TEACHER.username });
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveValue(TEACHER.username);
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue(TEACHER.username);
  });

  it('opens no Add New Batch while the owner is not known yet (the profile still loading)', async () => {
    const { user } = renderEditors({ owner: undefined });
    await user.click(screen.getByRole('button', { name: 'New Batch' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Batch' })).not.toBeInTheDocument();
  });

  it('shows what is missing without calling create, the first field in error focused', async () => {
    const { dialog, user, create } = await openAdd();
    await user.clear(within(dialog).getByLabelText(/^Time/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText('Teacher username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a valid class')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Salary is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Batch' })).toBeInTheDocument();
  });

  it('rejects a negative salary and asks a batch for a max size of at least 2; then creates the batch', async () => {
    const { dialog, user, create } = await openAdd({ teacher: TEACHER.username });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    const salary = within(dialog).getByLabelText(/^Salary/);
    await user.type(salary, '-5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Batch' }));
    const size = within(dialog).getByLabelText(/Max size/);
    await user.clear(size);
    await user.type(size, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText(/Salary must be a whole number/)).toBeInTheDocument();
    expect(within(dialog).getByText('Batch size must be at least 2')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(salary);
    await user.type(salary, '3000');
    await user.clear(size);
    await user.type(size, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await toast('Batch created successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ salary: 3000, is_batch: true, max_size: 6 }),
    );
  });

  it("adds students one at a time with Add (blank ignored, a repeat counts once), removable; then 'Batch created successfully'", async () => {
    const { dialog, user, create } = await openAdd();
    await user.type(within(dialog).getByLabelText(/Teacher username/), TEACHER.username);
    const student = within(dialog).getByLabelText(/Student username/);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.click(add);
    await user.type(student, '   ');
    await user.click(add);
    expect(within(dialog).queryByRole('list', { name: 'Students to add' })).not.toBeInTheDocument();
    await user.type(student, 'tanvir');
    await user.click(add);
    expect(student).toHaveValue('');
    await user.type(student, 'farhana{Enter}');
    await user.type(student, 'Tanvir');
    await user.click(add);
    await user.type(student, 'rumi');
    await user.click(add);
    const chips = within(dialog).getByRole('list', { name: 'Students to add' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['tanvir', 'farhana', 'rumi']);
    await user.click(within(chips).getByRole('button', { name: 'Remove rumi' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    // Enter in the student field adds the student; it does not create the batch
    expect(create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Tue (Tuesday)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sun (Sunday)' }));
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));

    expect(await toast('Batch created successfully')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Batch' })).toBeNull());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      username: STUDENT.username,
      teacher_username: TEACHER.username,
      title: '',
      subtitle: '',
      subject: 'Physics',
      class: '10',
      weekly_schedule: ['Sunday', 'Tuesday'],
      time: '13:00',
      salary: 3000,
      time_to_pay: false,
      is_continuous: false,
      is_batch: false,
      max_size: null,
      // the new fields' defaults: an hour, from today in Dhaka
      duration_minutes: 60,
      start_date: dhakaDay(),
      description: '',
      student_ids: ['tanvir', 'farhana'],
    });
  });

  it("shows 'Failed to create batch. Please try again.' and the server's unknown usernames inline, and stays open", async () => {
    const { dialog, user, create } = await openAdd({ teacher: TEACHER.username });
    create.mockRejectedValueOnce(
      failedCall('Validation failed', {
        student_ids: 'Unknown students: ghost',
        teacher_username: 'Unknown teacher: nobody',
      }),
    );
    const teacher = within(dialog).getByLabelText(/Teacher username/);
    await user.clear(teacher);
    await user.type(teacher, 'nobody');
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/Student username/), 'ghost{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));

    const failed = await toast('Failed to create batch. Please try again.');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Validation failed');
    expect(within(dialog).getByText('Unknown students: ghost')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown teacher: nobody')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Add New Batch' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Batch created successfully' })).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ teacher_username: 'nobody', student_ids: ['ghost'] }),
    );
  });

  it('closes on Cancel without creating, and opens afresh', async () => {
    const { dialog, user, create } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Batch' })).toBeNull());
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'New Batch' }));
    const again = await screen.findByRole('dialog', { name: 'Add New Batch' });
    expect(within(again).getByLabelText(/^Subject/)).toHaveValue('');
  });
});

describe('useBatchEditors: Edit Batch', () => {
  async function openEdit() {
    const rendered = renderEditors();
    await rendered.user.click(screen.getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    return { ...rendered, dialog };
  }

  it("opens with the batch filled in (schedule as text), saves the fields through update, 'Batch updated'", async () => {
    const { dialog, user, update, batch } = await openEdit();
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Physics');
    expect(within(dialog).getByLabelText(/^Class/)).toHaveValue('10');
    const schedule = within(dialog).getByLabelText(/Weekly schedule/);
    expect(schedule).toHaveValue('Sunday, Tuesday');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('18:30');
    expect(within(dialog).getByLabelText(/^Salary/)).toHaveValue(3000);
    expect(within(dialog).getByRole('checkbox', { name: 'Continuous' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Batch' })).toBeChecked();

    await user.clear(schedule);
    await user.type(schedule, 'monday, Friday');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Continuous' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toast('Batch updated')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(batch._id, {
      subject: 'Physics',
      class: '10',
      weekly_schedule: 'monday, Friday',
      time: '18:30',
      salary: 3000,
      is_continuous: false,
      is_batch: true,
    });
  });

  it("keeps the dialog and the changes with 'Failed to update batch. Please try again.' when update fails; saves on retry", async () => {
    const { dialog, user, update, batch } = await openEdit();
    update.mockRejectedValueOnce(failedCall('Database down'));
    const schedule = within(dialog).getByLabelText(/Weekly schedule/);
    await user.clear(schedule);
    await user.type(schedule, 'monday, Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const failed = await toast('Failed to update batch. Please try again.');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Database down');
    expect(screen.getByRole('dialog', { name: 'Edit Batch' })).toBeInTheDocument();
    expect(schedule).toHaveValue('monday, Friday');
    expect(screen.queryByRole('status', { name: 'Batch updated' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(await toast('Batch updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith(
      batch._id,
      expect.objectContaining({ weekly_schedule: 'monday, Friday' }),
    );
  });

  it("shows the server's message when the salary only waits for the teacher's agreement", async () => {
    const { dialog, user, update, batch } = await openEdit();
    const waiting = "Batch updated; the new salary waits for the teacher's agreement";
    update.mockResolvedValueOnce({ batch: { ...batch, proposed_salary: 4500 }, message: waiting });
    const salary = within(dialog).getByLabelText(/^Salary/);
    await user.clear(salary);
    await user.type(salary, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toast(waiting)).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(update).toHaveBeenCalledWith(batch._id, expect.objectContaining({ salary: 4500 }));
    expect(screen.queryByRole('status', { name: 'Batch updated' })).not.toBeInTheDocument();
  });

  it("says 'Batch updated' for another edit while a proposed salary still waits", async () => {
    const { dialog, user, update, batch } = await openEdit();
    update.mockResolvedValueOnce({
      batch: { ...batch, subject: 'Physics and Maths', proposed_salary: 4500 },
      message: 'Batch updated successfully',
    });
    await user.type(within(dialog).getByLabelText(/^Subject/), ' and Maths');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toast('Batch updated')).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { dialog, user, update } = await openEdit();
    await user.type(within(dialog).getByLabelText(/^Subject/), ' and Maths');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });
});

describe("useBatchEditors: a batch's class length and start date", () => {
  it('offers Length of each class (minutes), 60, and Start date, today in Dhaka, on a new batch; sends them', async () => {
    const { user, create } = renderEditors({ teacher: TEACHER.username });
    await user.click(screen.getByRole('button', { name: 'New Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    const length = within(dialog).getByLabelText(/Length of each class \(minutes\)/);
    const start = within(dialog).getByLabelText(/Start date/);
    expect(length).toHaveValue(60);
    expect(start).toHaveValue(dhakaDay());
    expect(start).toHaveAttribute('type', 'date');
    expect(start).toHaveAttribute('min', dhakaDay());

    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    await user.clear(length);
    await user.type(length, '90');
    await user.clear(start);
    await user.type(start, '2027-01-03');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ duration_minutes: 90, start_date: '2027-01-03' }),
    );
  });

  it("checks the class length before sending, and shows the server's error on it", async () => {
    const { user, create } = renderEditors({ teacher: TEACHER.username });
    await user.click(screen.getByRole('button', { name: 'New Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    const length = within(dialog).getByLabelText(/Length of each class/);
    await user.clear(length);
    await user.type(length, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    const message = 'Class length must be a whole number of minutes between 15 and 240';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(length).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    // the server may refuse what the form let through: its message shows on the field
    create.mockRejectedValueOnce(
      failedCall('Validation failed', { duration_minutes: 'Class length must be at most the room booked' }),
    );
    await user.clear(length);
    await user.type(length, '45');
    expect(length).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(
      await within(dialog).findByText('Class length must be at most the room booked'),
    ).toBeInTheDocument();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Batch' })).toBeInTheDocument();
  });

  it('shows them on Edit Batch, and sends them only when changed', async () => {
    const { user, update, batch } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Edit batch' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    expect(within(dialog).getByLabelText(/Length of each class/)).toHaveValue(60);
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).not.toHaveProperty('duration_minutes');
    expect(update.mock.calls[0]![1]).not.toHaveProperty('start_date');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit batch' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    const length = within(dialog).getByLabelText(/Length of each class/);
    await user.clear(length);
    await user.type(length, '75');
    const start = within(dialog).getByLabelText(/Start date/);
    await user.clear(start);
    await user.type(start, '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(
      batch._id,
      expect.objectContaining({ duration_minutes: 75, start_date: '2027-02-01' }),
    );
  });
});

describe('useBatchEditors: Delete', () => {
  async function openDelete(options: Partial<BatchEditorsOptions> = {}) {
    const rendered = renderEditors(options);
    await rendered.user.click(screen.getByRole('button', { name: 'Delete batch' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
    return { ...rendered, confirm };
  }

  it("asks 'Are you sure you want to delete this batch?', and Cancel deletes nothing", async () => {
    const { confirm, user, destroy } = await openDelete();
    expect(within(confirm).getByText('Are you sure you want to delete this batch?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).not.toHaveBeenCalled();
  });

  it("deletes the batch on Delete: 'Batch deleted', and the question closes", async () => {
    const { confirm, user, destroy, batch } = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('Batch deleted')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(destroy).toHaveBeenCalledWith(batch);
  });

  it("shows 'Failed to delete batch. Please try again.' with the server's reason, and keeps the question", async () => {
    const { confirm, user, destroy } = await openDelete();
    destroy.mockRejectedValueOnce(failedCall('Not yours'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const failed = await toast('Failed to delete batch. Please try again.');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Not yours');
    expect(screen.getByRole('alertdialog', { name: 'Delete batch' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Batch deleted' })).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('keeps the question waiting while a delete is on its way', async () => {
    const { confirm } = await openDelete({ destroying: true });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Cancel and Delete (busy) both wait
    const buttons = within(confirm).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});

describe('useBatchEditors in Bangla', () => {
  /** The contract's message as the Bangla table has it. */
  const bangla = (message: string) => {
    const text = (messagesInBangla as Record<string, string>)[message];
    if (!text) throw new Error(`No Bangla for "${message}" in shared-api/src/locales/bn.json`);
    return text;
  };

  it('shows Add New Batch in Bangla: title, fields, days, buttons and the messages of what is missing', async () => {
    await act(() => setLanguage('bn'));
    const { user, create } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'New Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'নতুন ব্যাচ যোগ করুন' });

    expect(within(dialog).getByLabelText(/^মালিকের ইউজারনেম/)).toHaveValue(STUDENT.username);
    expect(within(dialog).getByText('আপনার তৈরি করা ব্যাচের মালিক আপনিই।')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^শিক্ষকের ইউজারনেম/)).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'শিরোনাম' })).toHaveAttribute(
      'placeholder',
      'যেমন: এসএসসি পদার্থবিজ্ঞান সন্ধ্যার ব্যাচ',
    );
    expect(within(dialog).getByLabelText(/^সময়/)).toHaveValue('13:00');
    expect(
      within(dialog).getByRole('spinbutton', { name: /^বেতন \(প্রতি মাসে, টাকায়\)/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'চলমান' })).not.toBeChecked();
    const days = within(within(dialog).getByRole('group', { name: 'দিন' })).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName('রবি (রবিবার)');
    expect(within(dialog).getByRole('button', { name: 'যোগ করুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ব্যাচ তৈরি করুন' }));
    expect(await within(dialog).findByText(bangla('Subject is required'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^শ্রেণি/)).toHaveAccessibleErrorMessage(
      bangla('Please choose a valid class'),
    );
    expect(within(dialog).getByLabelText(/^বেতন/)).toHaveAccessibleErrorMessage(bangla('Salary is required'));
    expect(create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'ব্যাচ' }));
    expect(within(dialog).getByLabelText(/^সর্বোচ্চ আকার/)).toHaveValue(2);
    await user.type(within(dialog).getByLabelText(/^শিক্ষকের ইউজারনেম/), TEACHER.username);
    await user.type(within(dialog).getByLabelText(/^বিষয়/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^শ্রেণি/), 'দশম শ্রেণি');
    await user.type(within(dialog).getByLabelText(/^বেতন/), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'ব্যাচ তৈরি করুন' }));

    expect(await toast('ব্যাচ সফলভাবে তৈরি হয়েছে')).toHaveAttribute('data-type', 'success');
    // What is sent stays the contract's values.
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ class: '10', salary: 3000, max_size: 2 }));
  });

  it('shows Edit Batch in Bangla, with the stored days left as written', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'ব্যাচ সম্পাদনা' });
    expect(within(dialog).getByLabelText(/^সাপ্তাহিক সময়সূচি/)).toHaveValue('Sunday, Tuesday');
    expect(
      within(dialog).getByText('দিনগুলো ইংরেজিতে কমা দিয়ে আলাদা করে লিখুন, যেমন: Sunday, Tuesday'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^শ্রেণি/)).toHaveDisplayValue('দশম শ্রেণি');
    expect(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' })).toBeInTheDocument();
  });

  it('asks before deleting in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user, destroy } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Delete batch' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ব্যাচ মুছুন' });
    expect(within(confirm).getByText('আপনি কি নিশ্চিত যে এই ব্যাচটি মুছে ফেলতে চান?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await toast('ব্যাচ মুছে ফেলা হয়েছে')).toBeInTheDocument();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
