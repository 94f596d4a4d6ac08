import { makeBatch, makeSession } from '@pathshala/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { fakeNow, renderWithProviders } from '../testing';
import { CancelSessionDialog } from './CancelSessionDialog';
import { MoveSessionDialog } from './MoveSessionDialog';

fakeNow('2026-11-26T04:00:00Z');

/** A failed call as the API client rejects it: the error envelope on `response.data`. */
const failedCall = (message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { data: { message, errors } } });

const batch = makeBatch({ title: 'SSC Physics batch' });
/** Sunday 29 Nov 2026, 6:30 PM in Dhaka (12:30 UTC). */
const session = makeSession(
  { starts_at: '2026-11-29T12:30:00.000Z', ends_at: '2026-11-29T13:30:00.000Z' },
  batch,
);

describe('MoveSessionDialog', () => {
  function renderMove(onMove = jest.fn().mockResolvedValue(undefined), title = 'Move class') {
    const onClose = jest.fn();
    const view = renderWithProviders(
      <MoveSessionDialog session={session} onClose={onClose} onMove={onMove} />,
    );
    return { ...view, onMove, onClose, dialog: screen.getByRole('dialog', { name: title }) };
  }

  it('starts from the class in Dhaka time and sends the new Dhaka date and time with the note', async () => {
    const { dialog, user, onMove } = renderMove();
    expect(
      within(dialog).getByText('SSC Physics batch is set for Sunday, 29 November 2026, 6:30 PM.'),
    ).toBeInTheDocument();
    const startsAt = within(dialog).getByLabelText(/New date and time \(Dhaka time\)/);
    expect(startsAt).toHaveAttribute('type', 'datetime-local');
    expect(startsAt).toHaveValue('2026-11-29T18:30');
    await user.clear(startsAt);
    await user.type(startsAt, '2026-11-30T19:00');
    await user.type(within(dialog).getByLabelText(/Note for the students/), '  Exam on Sunday  ');
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));
    expect(onMove).toHaveBeenCalledWith(session, { starts_at: '2026-11-30T19:00', note: 'Exam on Sunday' });
  });

  it('asks for a date and time before sending', async () => {
    const { dialog, user, onMove } = renderMove();
    const startsAt = within(dialog).getByLabelText(/New date and time/);
    await user.clear(startsAt);
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'New time must be a date and time such as 2026-11-26T18:30',
    );
    expect(startsAt).toHaveAttribute('aria-invalid', 'true');
    expect(startsAt).toHaveFocus();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("shows the server's field error on its field and stays open to try again", async () => {
    const onMove = jest
      .fn()
      .mockRejectedValueOnce(failedCall('Validation failed', { starts_at: 'Choose a time in the future' }));
    const { dialog, user } = renderMove(onMove);
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));
    const startsAt = within(dialog).getByLabelText(/New date and time/);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a time in the future');
    expect(startsAt).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Move class' })).toBeEnabled();
  });

  it('closes on Cancel without moving', async () => {
    const { dialog, user, onMove, onClose } = renderMove();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('reads in Bangla, the field errors too', async () => {
    await setLanguage('bn');
    const { dialog, user } = renderMove(undefined, 'ক্লাসের সময় বদলান');
    const startsAt = within(dialog).getByLabelText(/নতুন তারিখ ও সময় \(ঢাকার সময়\)/);
    await user.clear(startsAt);
    await user.click(within(dialog).getByRole('button', { name: 'সময় বদলান' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'নতুন সময় 2026-11-26T18:30 এর মতো তারিখ ও সময় হতে হবে',
    );
  });
});

describe('CancelSessionDialog', () => {
  function renderCancel(shown = session) {
    const handlers = {
      onClose: jest.fn(),
      onCancel: jest.fn().mockResolvedValue(undefined),
      onRestore: jest.fn().mockResolvedValue(undefined),
    };
    const view = renderWithProviders(<CancelSessionDialog session={shown} {...handlers} />);
    return { ...view, ...handlers };
  }

  it('cancels the class with the note, asking first what it cancels', async () => {
    const { user, onCancel, onRestore } = renderCancel();
    const dialog = screen.getByRole('dialog', { name: 'Cancel class' });
    expect(
      within(dialog).getByText(
        'Cancel SSC Physics batch on Sunday, 29 November 2026, 6:30 PM? Its members will be told.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Note for the students/), 'I am ill, sorry.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    expect(onCancel).toHaveBeenCalledWith(session, 'I am ill, sorry.');
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('cancels without a note (null), and Keep class cancels nothing', async () => {
    const { user, onCancel, onClose } = renderCancel();
    const dialog = screen.getByRole('dialog', { name: 'Cancel class' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep class' }));
    expect(onClose).toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    expect(onCancel).toHaveBeenCalledWith(session, null);
  });

  it('restores a cancelled class', async () => {
    const cancelled = { ...session, status: 'cancelled' as const, note: 'I am ill, sorry.' };
    const { user, onCancel, onRestore } = renderCancel(cancelled);
    const dialog = screen.getByRole('dialog', { name: 'Restore class' });
    expect(
      within(dialog).getByText(/^Hold SSC Physics batch on Sunday, 29 November 2026, 6:30 PM after all\?/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Note for the students/), 'Feeling better!');
    await user.click(within(dialog).getByRole('button', { name: 'Restore class' }));
    expect(onRestore).toHaveBeenCalledWith(cancelled, 'Feeling better!');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("stays open when it fails, with the server's error on the note", async () => {
    const { user, onCancel } = renderCancel();
    onCancel.mockRejectedValueOnce(
      failedCall('Validation failed', { note: 'Note must be at most 500 characters long' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel class' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Note must be at most 500 characters long',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel class' })).toBeEnabled());
  });
});
