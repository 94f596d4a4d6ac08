import { UNREAD_MESSAGES_COUNTED, type Batch, type PaymentHistoryItem } from '@pathshala/shared-api/contract';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { makeBatch, OTHER_STUDENT, OUTSIDER, STUDENT, TEACHER, userRef } from '@pathshala/shared-api/testing';
import { BatchCard, type BatchCardProps } from './BatchCard';
import { PaymentsTable } from './PaymentsTable';

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
  onWithdrawInvitation: jest.fn(),
  onAgreeToSalary: jest.fn(),
  onDeclineSalary: jest.fn(),
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
    expect(within(card).getByText('৳3,000')).toBeInTheDocument();
    expect(within(card).getByText('Sunday, Tuesday')).toBeInTheDocument();
    expect(within(card).getByText('Mechanics and waves.')).toBeInTheDocument();
    expect(within(card).getByText('Continuous')).toBeInTheDocument();
    expect(within(card).getByText('Batch (max 8 max)')).toBeInTheDocument();
  });

  it('shows the class length beside the days and time', () => {
    const { card } = renderCard({ batch: makeBatch({ duration_minutes: 90 }), viewerId: OUTSIDER._id });
    expect(within(card).getByText('Class length').nextElementSibling).toHaveTextContent('90 min');
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

  it("links to the batch's page with Open batch, and shows its unread board messages", () => {
    const batch = makeBatch({ unread_messages: 3 });
    const { card } = renderCard({ batch, viewerId: STUDENT._id, batchLink: `/student/batches/${batch._id}` });
    expect(within(card).getByRole('link', { name: 'Open batch' })).toHaveAttribute(
      'href',
      `/student/batches/${batch._id}`,
    );
    expect(within(card).getByText('3 new messages')).toBeInTheDocument();
  });

  it('shows 99+ new messages once the count reaches the bound the server counts to', () => {
    const { card } = renderCard({ batch: makeBatch({ unread_messages: UNREAD_MESSAGES_COUNTED }) });
    expect(within(card).getByText('99+ new messages')).toBeInTheDocument();
  });

  it('has no Open batch link without a page to open, nor a badge without unread messages', () => {
    const { card } = renderCard({ batch: makeBatch({ unread_messages: 0 }), viewerId: STUDENT._id });
    expect(within(card).queryByRole('link', { name: 'Open batch' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/new message/)).not.toBeInTheDocument();
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

describe('BatchCard: invitations waiting for an answer', () => {
  /** STUDENT's batch: TEACHER and OTHER_STUDENT were named and have not answered; nobody has joined yet. */
  const invitingBatch = () =>
    makeBatch({
      owner_id: STUDENT_REF,
      teacher_id: null,
      student_ids: [],
      invited_teacher: TEACHER_REF,
      invited_students: [OTHER_STUDENT],
    });

  it('shows everyone who is invited and not a member yet, the teacher as invited', () => {
    const { card } = renderCard({ batch: invitingBatch(), viewerId: OUTSIDER._id });
    expect(
      within(card).getByText('Invited: rafiq (teacher), farhana, waiting for an answer'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'rafiq (invited)',
    );
    // nobody has joined: 'Active', and no students to view
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('lets the owner withdraw each invitation', async () => {
    const batch = invitingBatch();
    const { card, user, handlers: h } = renderCard({ batch, viewerId: STUDENT._id });
    expect(buttonNames(card)).toEqual([
      'Withdraw the invitation to rafiq',
      'Withdraw the invitation to farhana',
      'Edit batch',
      'Delete batch',
    ]);
    await user.click(within(card).getByRole('button', { name: 'Withdraw the invitation to farhana' }));
    expect(h.onWithdrawInvitation).toHaveBeenCalledWith(batch, OTHER_STUDENT);
  });

  it('offers no withdrawal without the handler, nor while the batch is busy', () => {
    const first = renderCard({
      batch: invitingBatch(),
      viewerId: STUDENT._id,
      onWithdrawInvitation: undefined,
    });
    expect(within(first.card).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    first.unmount();
    const busy = renderCard({ batch: invitingBatch(), viewerId: STUDENT._id, busy: true });
    expect(
      within(busy.card).getByRole('button', { name: 'Withdraw the invitation to rafiq' }),
    ).toBeDisabled();
  });

  it('shows neither invitations nor a new salary for a batch from a server that has no such fields yet', () => {
    const { invited_teacher: _t, invited_students: _s, proposed_salary: _p, ...older } = makeBatch();
    const { card } = renderCard({ batch: older as Batch, viewerId: TEACHER._id });
    expect(within(card).getByRole('heading', { name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(within(card).queryByText(/^Invited:/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/New salary/)).not.toBeInTheDocument();
  });

  it('shows nothing about invitations when nobody waits', () => {
    const { card } = renderCard({ batch: makeBatch(), viewerId: TEACHER._id });
    expect(within(card).queryByText(/^Invited:/)).not.toBeInTheDocument();
  });
});

describe('BatchCard: a salary waiting for the teacher', () => {
  /** STUDENT's batch taught by TEACHER at ৳3,000, the owner asking for ৳4,500. */
  const proposing = () => makeBatch({ owner_id: STUDENT_REF, proposed_salary: 4500 });
  const notice = "New salary ৳4,500 waits for the teacher's agreement";

  it('tells every viewer, beside the salary that holds until then', () => {
    for (const viewerId of [STUDENT._id, OTHER_STUDENT._id, OUTSIDER._id]) {
      const { card, unmount } = renderCard({ batch: proposing(), viewerId });
      expect(within(card).getByText(notice)).toBeInTheDocument();
      expect(within(card).getByText('৳3,000')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /new salary/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('lets the teacher agree or decline', async () => {
    const batch = proposing();
    const { card, user, handlers: h } = renderCard({ batch, viewerId: TEACHER._id });
    expect(within(card).getByText(notice)).toBeInTheDocument();
    const agree = within(card).getByRole('button', { name: 'Agree to the new salary' });
    expect(agree).toHaveTextContent('Agree');
    await user.click(agree);
    expect(h.onAgreeToSalary).toHaveBeenCalledWith(batch);
    await user.click(within(card).getByRole('button', { name: 'Decline the new salary' }));
    expect(h.onDeclineSalary).toHaveBeenCalledWith(batch);
  });

  it("disables the teacher's answer while busy, and shows none without handlers", () => {
    const busy = renderCard({ batch: proposing(), viewerId: TEACHER._id, busy: true });
    expect(within(busy.card).getByRole('button', { name: 'Agree to the new salary' })).toBeDisabled();
    expect(within(busy.card).getByRole('button', { name: 'Decline the new salary' })).toBeDisabled();
    busy.unmount();
    const bare = renderCard({
      batch: proposing(),
      viewerId: TEACHER._id,
      onAgreeToSalary: undefined,
      onDeclineSalary: undefined,
    });
    expect(within(bare.card).getByText(notice)).toBeInTheDocument();
    expect(within(bare.card).queryByRole('button', { name: /new salary/ })).not.toBeInTheDocument();
  });

  it('reads in Bangla, the amount in Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    const { card } = renderCard({ batch: proposing(), viewerId: TEACHER._id });
    expect(within(card).getByText('নতুন বেতন ৳৪,৫০০ শিক্ষকের সম্মতির অপেক্ষায়')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'নতুন বেতনে সম্মতি দিন' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'নতুন বেতন প্রত্যাখ্যান করুন' })).toBeInTheDocument();
  });
});

describe('BatchCard in Bangla', () => {
  it('shows the details, tags and actions in Bangla, the salary in taka with Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    const { card, user } = renderCard({
      batch: makeBatch({
        owner_id: STUDENT_REF,
        teacher_id: { _id: '77777777-7777-4777-8777-777777777777', username: 'karima' },
        join_class_link: 'https://meet.example/room',
        time_to_pay: true,
      }),
      viewerId: STUDENT._id,
    });
    expect(within(card).getByText('৳৩,০০০')).toBeInTheDocument();
    expect(within(card).getByText('সন্ধ্যা ৬:৩০')).toBeInTheDocument();
    expect(within(card).getByText('দশম শ্রেণি')).toBeInTheDocument();
    expect(within(card).getByText('রবিবার, মঙ্গলবার')).toBeInTheDocument();
    expect(within(card).getByText('৬০ মিনিট')).toBeInTheDocument();
    expect(within(card).getByText('২ জন আগ্রহী')).toBeInTheDocument();
    expect(within(card).getByText('চলমান')).toBeInTheDocument();
    expect(within(card).getByText('ব্যাচ (সর্বোচ্চ ৮ জন)')).toBeInTheDocument();
    expect(within(card).getByText('পেমেন্ট বাকি')).toBeInTheDocument();
    expect(within(card).getByText('শিক্ষক', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'karima',
    );
    expect(buttonNames(card)).toEqual([
      '▸ ২ জন শিক্ষার্থী দেখুন',
      'ক্লাসে যোগ দিন',
      'পেমেন্ট করুন',
      'ব্যাচ সম্পাদনা করুন',
      'ব্যাচ মুছুন',
    ]);
    expect(within(card).getByRole('button', { name: 'ব্যাচ সম্পাদনা করুন' })).toHaveTextContent('সম্পাদনা');
    expect(within(card).getByRole('link', { name: 'রেটিং ও রিভিউ দিন' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '▸ ২ জন শিক্ষার্থী দেখুন' }));
    expect(within(card).getByRole('button', { name: '▾ ২ জন শিক্ষার্থী লুকান' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'farhana-কে সরান' })).toHaveAttribute(
      'title',
      'ব্যাচ থেকে সরান',
    );
  });

  it("names an untitled batch by its subject, else 'Untitled Batch' in Bangla", async () => {
    await act(() => setLanguage('bn'));
    renderCard({ batch: makeBatch({ title: '', subject: '', teacher_id: null }), viewerId: OUTSIDER._id });
    expect(screen.getByRole('heading', { name: 'শিরোনামহীন ব্যাচ' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষক', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'এখনো কেউ নেই',
    );
  });
});

describe('PaymentsTable', () => {
  const payment = (overrides: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem => ({
    _id: 'p-1',
    tran_id: 'TRAN-1',
    amount: 3500,
    currency: 'BDT',
    status: 'paid',
    batch: { _id: 'b-1', title: 'SSC Physics batch', subject: 'Physics' },
    student: { _id: 's-1', username: 'rahim' },
    teacher: null,
    // 12:00 UTC is 6:00 PM in Dhaka
    createdAt: '2026-11-25T11:00:00.000Z',
    paidAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  });

  it('shows each amount in taka and each date and time in Dhaka', () => {
    renderWithProviders(<PaymentsTable payments={[payment()]} showStudent />);
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Batch', 'Student', 'Amount', 'Date', 'Status', 'Transaction ID']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SSC Physics batch', 'rahim', '৳3,500', '25 Nov 2026, 6:00 PM', 'paid', 'TRAN-1']);
  });

  it('reads in Bangla: headings, status, Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    renderWithProviders(<PaymentsTable payments={[payment({ status: 'pending', paidAt: null })]} />);
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ব্যাচ', 'পরিমাণ', 'তারিখ', 'অবস্থা', 'লেনদেন আইডি']);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('৳৩,৫০০');
    expect(cells[2]).toMatch(/^২৫ .+ ২০২৬, বিকাল ৫:০০$/);
    expect(cells[3]).toBe('অপেক্ষমাণ');
  });
});
