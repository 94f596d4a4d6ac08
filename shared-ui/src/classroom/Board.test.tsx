import type { BoardMessage } from '@pathshala/shared-api/contract';
import { OTHER_STUDENT, STUDENT, TEACHER, userRef } from '@pathshala/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts, renderWithProviders } from '../testing';
import { BoardPanel, type BoardPanelProps } from './BoardPanel';

afterEach(clearToasts);

let next = 1;
function makeMessage(overrides: Partial<BoardMessage> = {}): BoardMessage {
  return {
    _id: `0000000${next++}-0000-4000-8000-00000000000b`,
    batch_id: 'bbbbbbbb-0000-4000-8000-000000000001',
    author: OTHER_STUDENT,
    body: 'Hello',
    createdAt: '2026-11-25T12:30:00.000Z',
    can_delete: false,
    ...overrides,
  };
}

const fromTeacher = makeMessage({
  author: userRef(TEACHER),
  body: 'Read https://example.org/ch3.pdf before Sunday. <script>alert(1)</script>',
  createdAt: '2026-11-25T12:30:00.000Z',
});
const fromClassmate = makeMessage({ body: 'Thank you, sir!', createdAt: '2026-11-25T13:00:00.000Z' });
const mine = makeMessage({
  author: userRef(STUDENT),
  body: 'See you then',
  createdAt: '2026-11-25T13:05:00.000Z',
  can_delete: true,
});

const loaded = <T,>(data: T) => ({ isPending: false, isError: false, error: null, data, refetch: jest.fn() });
const failedCall = (status: number, message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { status, data: { message, errors } } });

function renderBoard(props: Partial<BoardPanelProps> = {}) {
  const handlers = {
    onPost: jest.fn().mockResolvedValue(undefined),
    onDelete: jest.fn().mockResolvedValue(undefined),
    onReport: jest.fn().mockResolvedValue(undefined),
  };
  const view = renderWithProviders(
    <BoardPanel
      messages={loaded([fromTeacher, fromClassmate, mine])}
      viewerId={STUDENT._id}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const items = () => within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');

describe('BoardPanel: the messages', () => {
  it('lists them newest last, each with its author and time in Dhaka', () => {
    renderBoard();
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('rafiq25 Nov 2026, 6:30 PMRead'),
      expect.stringContaining('farhana25 Nov 2026, 7:00 PMThank you, sir!'),
      expect.stringContaining('nusratYou25 Nov 2026, 7:05 PMSee you then'),
    ]);
  });

  it('makes links clickable and shows everything else as text', () => {
    renderBoard();
    const first = items()[0]!;
    const link = within(first).getByRole('link', { name: 'https://example.org/ch3.pdf' });
    expect(link).toHaveAttribute('href', 'https://example.org/ch3.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(first).toHaveTextContent('<script>alert(1)</script>');
    expect(first.querySelector('script')).toBeNull();
  });

  it('offers Delete where the viewer may, after asking', async () => {
    const { user, onDelete } = renderBoard();
    expect(screen.queryByRole('button', { name: 'Delete message from rafiq' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete message from nusrat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(mine);
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  });

  it("reports someone else's message with a reason, never one's own", async () => {
    const { user, onReport } = renderBoard();
    expect(screen.queryByRole('button', { name: 'Report message from nusrat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report message from farhana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    expect(within(dialog).getByText('Thank you, sir!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Please provide details for your report.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Why are you reporting it/), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith(fromClassmate, 'Spam');
    expect(
      await screen.findByText(
        'Your report has been submitted successfully. Our team will review it shortly.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loads older messages', async () => {
    const onLoadOlder = jest.fn();
    const { user } = renderBoard({ hasOlder: true, onLoadOlder });
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalled();
  });

  it('says a former member wrote what someone whose account is gone wrote', () => {
    renderBoard({ messages: loaded([makeMessage({ author: null, body: 'Old news' })]) });
    expect(items()[0]).toHaveTextContent('Former member');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('marks the board read once shown with unread messages, not without', async () => {
    const onRead = jest.fn();
    const { rerender } = renderBoard({ unreadMessages: 2, onRead });
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1));
    rerender(
      <BoardPanel messages={loaded([fromTeacher])} onDelete={jest.fn()} unreadMessages={0} onRead={onRead} />,
    );
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('does not mark it read while the messages load', () => {
    const onRead = jest.fn();
    renderBoard({
      messages: { isPending: true, isError: false, error: null, data: undefined, refetch: jest.fn() },
      unreadMessages: 2,
      onRead,
    });
    expect(onRead).not.toHaveBeenCalled();
  });

  it('has an empty state that invites the first message', () => {
    renderBoard({ messages: loaded([]) });
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('Write the first message to your batch.')).toBeInTheDocument();
  });
});

describe('BoardPanel: the composer', () => {
  it('posts the trimmed message and empties the field', async () => {
    const { user, onPost } = renderBoard();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, '  Is the test on Sunday? https://x.test/a  ');
    expect(screen.getByText('39 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onPost).toHaveBeenCalledWith('Is the test on Sunday? https://x.test/a');
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('sends with Ctrl+Enter', async () => {
    const { user, onPost } = renderBoard();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Quick one{Control>}{Enter}{/Control}');
    expect(onPost).toHaveBeenCalledWith('Quick one');
  });

  it('refuses an empty message and one over 1000 characters, with the server’s words', async () => {
    const { user, onPost } = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.click(field);
    await user.paste('a'.repeat(1001));
    expect(screen.getByText('1,001 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message must be at most 1000 characters')).toBeInTheDocument();
    expect(onPost).not.toHaveBeenCalled();
  });

  it('keeps the message when the server refuses it, saying why', async () => {
    const { user, onPost } = renderBoard();
    onPost.mockRejectedValueOnce(failedCall(429, 'Too many requests, please try again later.'));
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send the message.')).toBeInTheDocument();
    expect(field).toHaveValue('Hello again');
  });

  it('is not there for someone who only reads (an admin)', () => {
    renderBoard({ onPost: undefined });
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
