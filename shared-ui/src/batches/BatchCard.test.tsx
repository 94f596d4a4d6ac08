import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { makeBatch, OTHER_STUDENT, OUTSIDER, STUDENT, TEACHER, userRef } from '@pathshala/shared-api/testing';
import { BatchCard, type BatchCardProps } from './BatchCard';

const STUDENT_REF = userRef(STUDENT);
const TEACHER_REF = userRef(TEACHER);

const handlers = () => ({
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  onAskForPayment: jest.fn(),
  onPay: jest.fn(),
  onStartClass: jest.fn(),
  onJoinClass: jest.fn(),
  onLeave: jest.fn(),
  onRemoveStudent: jest.fn(),
});

function renderCard(props: Partial<BatchCardProps> & Pick<BatchCardProps, 'batch'>) {
  const all = handlers();
  const result = renderWithProviders(<BatchCard {...all} {...props} />);
  return { ...result, handlers: all, card: screen.getByRole('article') };
}

const buttonNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim())
    .filter((name) => !/Students$/.test(name ?? ''));

describe('BatchCard: content', () => {
  it('shows title, subtitle, the student count badge, details and tags', () => {
    const { card } = renderCard({ batch: makeBatch(), viewerId: OUTSIDER._id });
    expect(within(card).getByRole('heading', { name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(within(card).getByText('Evening classes')).toBeInTheDocument();
    expect(within(card).getByText('2 Interested')).toBeInTheDocument();
    expect(within(card).getByText('Physics')).toBeInTheDocument();
    expect(within(card).getByText('Class 10')).toBeInTheDocument();
    expect(within(card).getByText('6:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('3,000 BDT')).toBeInTheDocument();
    expect(within(card).getByText('Sunday, Tuesday')).toBeInTheDocument();
    expect(within(card).getByText('Mechanics and waves.')).toBeInTheDocument();
    expect(within(card).getByText('Continuous')).toBeInTheDocument();
    expect(within(card).getByText('Batch (max 8 max)')).toBeInTheDocument();
  });

  it("shows 'Active' without students, and no Continuous or Batch tag when neither applies", () => {
    const { card } = renderCard({
      batch: makeBatch({ student_ids: [], is_continuous: false, is_batch: false }),
      viewerId: OUTSIDER._id,
    });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByText('Continuous')).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Batch \(max/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
  });

  it("toggles 'View 2 Students' / 'Hide 2 Students' with the usernames", async () => {
    const { card, user } = renderCard({ batch: makeBatch(), viewerId: OUTSIDER._id });
    const toggle = within(card).getByRole('button', { name: /View 2 Students/ });
    expect(within(card).queryByText('farhana')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(/Hide 2 Students/);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('farhana')).toBeInTheDocument();
    expect(within(card).getByText(STUDENT.username)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});

describe('BatchCard: what each viewer sees', () => {
  it('the owner who teaches: Start class, Ask for payment, Edit, Delete, and Remove per student', async () => {
    const {
      card,
      user,
      handlers: h,
    } = renderCard({
      batch: makeBatch({ join_class_link: 'https://meet.example/room', time_to_pay: true }),
      viewerId: TEACHER._id,
    });
    expect(buttonNames(card)).toEqual(['Start class', 'Ask for payment', 'Edit batch', 'Delete batch']);
    expect(within(card).queryByRole('link', { name: 'Rate & Review' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /View 2 Students/ }));
    await user.click(within(card).getByRole('button', { name: 'Remove farhana' }));
    expect(h.onRemoveStudent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'SSC Physics batch' }),
      OTHER_STUDENT,
    );
  });

  it('a student owner with another teacher: Edit, Delete, Join class (with a link), Pay (while due), Rate & Review; not Remove self', async () => {
    const { card, user } = renderCard({
      batch: makeBatch({
        owner_id: STUDENT_REF,
        teacher_id: { _id: '77777777-7777-4777-8777-777777777777', username: 'karima' },
        join_class_link: 'https://meet.example/room',
        time_to_pay: true,
      }),
      viewerId: STUDENT._id,
    });
    expect(buttonNames(card)).toEqual(['Join class', 'Pay', 'Edit batch', 'Delete batch']);
    expect(within(card).getByRole('link', { name: 'Rate & Review' })).toHaveAttribute(
      'href',
      '/teacher/profile/77777777-7777-4777-8777-777777777777',
    );
    await user.click(within(card).getByRole('button', { name: /View 2 Students/ }));
    expect(within(card).getByRole('button', { name: 'Remove farhana' })).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: `Remove ${STUDENT.username}` }),
    ).not.toBeInTheDocument();
  });

  it('the teacher who does not own it: Start class, Ask for payment, Delete; no Edit, no Remove', async () => {
    const { card, user } = renderCard({
      batch: makeBatch({ owner_id: OTHER_STUDENT, join_class_link: 'https://meet.example/room' }),
      viewerId: TEACHER._id,
    });
    expect(buttonNames(card)).toEqual(['Start class', 'Ask for payment', 'Delete batch']);
    await user.click(within(card).getByRole('button', { name: /View 2 Students/ }));
    expect(within(card).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('a member student: Join class only with a link, Pay only while time_to_pay, Leave, Rate & Review', () => {
    const due = renderCard({
      batch: makeBatch({ join_class_link: 'https://meet.example/room', time_to_pay: true }),
      viewerId: STUDENT._id,
    });
    expect(buttonNames(due.card)).toEqual(['Join class', 'Pay', 'Leave batch']);
    expect(within(due.card).getByRole('link', { name: 'Rate & Review' })).toHaveAttribute(
      'href',
      `/teacher/profile/${TEACHER_REF._id}`,
    );
    due.unmount();

    const settled = renderCard({ batch: makeBatch(), viewerId: STUDENT._id });
    expect(buttonNames(settled.card)).toEqual(['Leave batch']);
  });

  it('a member student of a batch without a teacher sees no Rate & Review link (DESIGN §6.6)', () => {
    const { card } = renderCard({
      batch: makeBatch({ owner_id: OTHER_STUDENT, teacher_id: null }),
      viewerId: STUDENT._id,
    });
    expect(within(card).queryByRole('link', { name: 'Rate & Review' })).not.toBeInTheDocument();
    expect(within(card).getByText('None yet')).toBeInTheDocument();
  });

  it('someone else: no action and no Rate & Review link', () => {
    const { card } = renderCard({
      batch: makeBatch({ join_class_link: 'https://meet.example/room', time_to_pay: true }),
      viewerId: OUTSIDER._id,
    });
    expect(buttonNames(card)).toEqual([]);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an admin (deleteAny): Delete on a batch that is not theirs, and nothing else', async () => {
    const batch = makeBatch({ join_class_link: 'https://meet.example/room', time_to_pay: true });
    const { card, user, handlers: h } = renderCard({ batch, viewerId: OUTSIDER._id, deleteAny: true });
    expect(buttonNames(card)).toEqual(['Delete batch']);
    await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
    expect(h.onDelete).toHaveBeenCalledWith(batch);
  });

  it('calls the handler of the pressed button with the batch', async () => {
    const batch = makeBatch({ time_to_pay: true });
    const { card, user, handlers: h } = renderCard({ batch, viewerId: STUDENT._id });
    await user.click(within(card).getByRole('button', { name: 'Pay' }));
    expect(h.onPay).toHaveBeenCalledWith(batch);
  });

  it('disables the actions while busy', () => {
    const { card } = renderCard({ batch: makeBatch(), viewerId: TEACHER._id, busy: true });
    expect(within(card).getByRole('button', { name: 'Edit batch' })).toBeDisabled();
  });
});
