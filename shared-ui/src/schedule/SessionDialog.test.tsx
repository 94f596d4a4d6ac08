import type { ClassSession } from '@pathshala/shared-api/contract';
import { makeBatch, makeSession } from '@pathshala/shared-api/testing';
import { screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { fakeNow, renderWithProviders } from '../testing';
import { SessionDialog, type SessionDialogProps } from './SessionDetails';

// Thursday 26 November 2026, 7:00 PM in Dhaka.
fakeNow('2026-11-26T13:00:00Z');

const batch = makeBatch({ title: 'SSC Physics batch' });
/** Sunday 29 Nov 2026, 6:30 PM Dhaka: to come. */
const upcoming = makeSession(
  { starts_at: '2026-11-29T12:30:00.000Z', ends_at: '2026-11-29T13:30:00.000Z' },
  batch,
);
/** Today, 6:30 PM Dhaka: started half an hour ago. */
const todays = makeSession(
  { starts_at: '2026-11-26T12:30:00.000Z', ends_at: '2026-11-26T13:30:00.000Z' },
  batch,
);
/** Last Sunday: held. */
const held = makeSession(
  { starts_at: '2026-11-22T12:30:00.000Z', ends_at: '2026-11-22T13:30:00.000Z', status: 'held' },
  batch,
);

const TEACHER_ACTIONS = ['onStart', 'onMarkAttendance', 'onMove', 'onCancel', 'onRestore'] as const;

function renderDialog(session: ClassSession, props: Partial<SessionDialogProps> = {}) {
  const onClose = jest.fn();
  const view = renderWithProviders(<SessionDialog session={session} onClose={onClose} {...props} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'SSC Physics batch' }) };
}

/** A teacher's dialog: every action given. */
function renderForTeacher(session: ClassSession) {
  const handlers = Object.fromEntries(TEACHER_ACTIONS.map((name) => [name, jest.fn()])) as Record<
    (typeof TEACHER_ACTIONS)[number],
    jest.Mock
  >;
  return { ...renderDialog(session, handlers), handlers };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('SessionDialog: the details', () => {
  it("shows the class's state, day, time and length in Dhaka time, and its teacher", () => {
    const { dialog } = renderDialog(upcoming);
    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getByText('Sunday, 29 November 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('6:30 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('60 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('rafiq')).toBeInTheDocument();
    expect(within(dialog).queryByText('Moved from')).not.toBeInTheDocument();
  });

  it("shows where a moved class was, and the teacher's note", () => {
    const { dialog } = renderDialog({
      ...upcoming,
      status: 'moved',
      starts_at: '2026-11-29T13:00:00.000Z',
      ends_at: '2026-11-29T14:00:00.000Z',
      scheduled_at: '2026-11-28T12:30:00.000Z',
      note: 'Exam week: one day later.',
    });
    expect(within(dialog).getByText('Moved')).toBeInTheDocument();
    expect(within(dialog).getByText('7:00 PM – 8:00 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Moved from').nextElementSibling).toHaveTextContent(
      'Saturday, 28 November 2026, 6:30 PM',
    );
    expect(within(dialog).getByText("Teacher's note").nextElementSibling).toHaveTextContent(
      'Exam week: one day later.',
    );
  });

  it("shows the student's own attendance once marked, and Join class while the class is live", async () => {
    const onJoin = jest.fn();
    const live = {
      ...todays,
      status: 'held' as const,
      join_class_link: 'https://meet.jit.si/x',
      my_attendance: 'late' as const,
    };
    const { dialog, user } = renderDialog(live, { onJoin });
    expect(within(dialog).getByText('Live now')).toBeInTheDocument();
    expect(within(dialog).getByText('Your attendance').nextElementSibling).toHaveTextContent('Late');
    await user.click(within(dialog).getByRole('button', { name: 'Join class' }));
    expect(onJoin).toHaveBeenCalledWith(live);
    // no teacher's action for a student
    expect(buttonNames(dialog)).toEqual(['Join class', 'Close']);
  });

  it('has no Join class once the link is gone', () => {
    const { dialog } = renderDialog(held, { onJoin: jest.fn() });
    expect(within(dialog).queryByRole('button', { name: 'Join class' })).not.toBeInTheDocument();
  });

  it('closes on Close', async () => {
    const { dialog, user, onClose } = renderDialog(upcoming);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reads in Bangla, in Bangla digits', async () => {
    await setLanguage('bn');
    const { dialog } = renderDialog(upcoming);
    expect(within(dialog).getByText('নির্ধারিত')).toBeInTheDocument();
    expect(within(dialog).getByText('রবিবার, ২৯ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(within(dialog).getByText('সন্ধ্যা ৬:৩০ – সন্ধ্যা ৭:৩০')).toBeInTheDocument();
    expect(within(dialog).getByText('৬০ মিনিট')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});

describe("SessionDialog: the teacher's actions its time allows", () => {
  it('offers Move and Cancel class on a class to come, and calls each with the class', async () => {
    const { dialog, user, handlers } = renderForTeacher(upcoming);
    expect(buttonNames(dialog)).toEqual(['Move', 'Cancel class', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(handlers.onMove).toHaveBeenCalledWith(upcoming);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    expect(handlers.onCancel).toHaveBeenCalledWith(upcoming);
  });

  it('offers Restore on a cancelled class to come', async () => {
    const cancelled = { ...upcoming, status: 'cancelled' as const };
    const { dialog, user, handlers } = renderForTeacher(cancelled);
    expect(buttonNames(dialog)).toEqual(['Restore', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(handlers.onRestore).toHaveBeenCalledWith(cancelled);
  });

  it("offers Start class and Mark attendance on today's class once it has started, no Move or Cancel", async () => {
    const { dialog, user, handlers } = renderForTeacher(todays);
    expect(buttonNames(dialog)).toEqual(['Start class', 'Mark attendance', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Start class' }));
    expect(handlers.onStart).toHaveBeenCalledWith(todays);
    await user.click(within(dialog).getByRole('button', { name: 'Mark attendance' }));
    expect(handlers.onMarkAttendance).toHaveBeenCalledWith(todays);
  });

  it("offers Start class on today's class still to come, with Move and Cancel", () => {
    const later = { ...todays, starts_at: '2026-11-26T14:00:00.000Z', ends_at: '2026-11-26T15:00:00.000Z' };
    const { dialog } = renderForTeacher(later);
    expect(buttonNames(dialog)).toEqual(['Start class', 'Move', 'Cancel class', 'Close']);
  });

  it('offers only Mark attendance on a held class of another day, and nothing on a cancelled past one', () => {
    const { dialog, unmount } = renderForTeacher(held);
    expect(buttonNames(dialog)).toEqual(['Mark attendance', 'Close']);
    unmount();
    const { dialog: cancelled } = renderForTeacher({ ...held, status: 'cancelled' });
    expect(buttonNames(cancelled)).toEqual(['Close']);
  });
});
