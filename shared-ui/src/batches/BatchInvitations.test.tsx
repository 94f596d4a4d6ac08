import type { BatchInvitation } from '@pathshala/shared-api/contract';
import {
  makeBatch,
  makeBatchInvitation,
  OTHER_STUDENT,
  TEACHER,
  userRef,
} from '@pathshala/shared-api/testing';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { clearToasts, renderWithProviders } from '../testing';
import { BatchInvitationCard } from './BatchInvitationCard';
import { BatchInvitations, withdrawInvitation, type BatchInvitationsProps } from './BatchInvitations';

afterEach(clearToasts);

/** A failed call as the API client rejects it: the error envelope on `response.data`. */
const failedCall = (message: string) =>
  Object.assign(new Error('Request failed'), { response: { data: { message } } });

/** The toast titled `title`. */
const toast = (title: string) => screen.findByRole('status', { name: title });

/** OTHER_STUDENT's batch, taught by nobody yet: the viewer is asked to teach it. */
const toTeach = () =>
  makeBatchInvitation(
    { role: 'teacher' },
    makeBatch({
      title: 'SSC Physics batch',
      owner_id: OTHER_STUDENT,
      teacher_id: null,
      student_ids: [OTHER_STUDENT],
      invited_teacher: userRef(TEACHER),
      salary: 4500,
    }),
  );
/** OTHER_STUDENT's batch RAFIQ teaches: the viewer is asked to join it. */
const toJoin = () => makeBatchInvitation({}, makeBatch({ title: 'HSC Chemistry', owner_id: OTHER_STUDENT }));

describe('BatchInvitationCard', () => {
  it('says who invited the viewer to teach, with the batch’s subject, class, time, salary and days', () => {
    renderWithProviders(
      <BatchInvitationCard invitation={toTeach()} onAccept={jest.fn()} onDecline={jest.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'SSC Physics batch' });
    expect(within(card).getByText('To teach')).toBeInTheDocument();
    expect(within(card).getByText('farhana invites you to teach this batch')).toBeInTheDocument();
    expect(within(card).getByText('Physics')).toBeInTheDocument();
    expect(within(card).getByText('Class 10')).toBeInTheDocument();
    expect(within(card).getByText('6:30 PM')).toBeInTheDocument();
    expect(within(card).getByText('৳4,500')).toBeInTheDocument();
    expect(within(card).getByText('Sunday, Tuesday')).toBeInTheDocument();
    expect(within(card).getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'rafiq (invited)',
    );
  });

  it('asks a student to join, and answers through Accept and Decline', async () => {
    const invitation = toJoin();
    const onAccept = jest.fn();
    const onDecline = jest.fn();
    const { user } = renderWithProviders(
      <BatchInvitationCard invitation={invitation} onAccept={onAccept} onDecline={onDecline} />,
    );
    const card = screen.getByRole('article', { name: 'HSC Chemistry' });
    expect(within(card).getByText('To join')).toBeInTheDocument();
    expect(within(card).getByText('farhana invites you to join this batch')).toBeInTheDocument();
    expect(within(card).getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'rafiq',
    );
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith(invitation);
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith(invitation);
  });

  it('shows the answer in flight and lets neither be pressed meanwhile', () => {
    const { rerender } = renderWithProviders(
      <BatchInvitationCard
        invitation={toJoin()}
        onAccept={jest.fn()}
        onDecline={jest.fn()}
        pending="accept"
      />,
    );
    const card = screen.getByRole('article', { name: 'HSC Chemistry' });
    expect(within(card).getByRole('button', { name: /Accepting/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeDisabled();
    rerender(
      <BatchInvitationCard
        invitation={toJoin()}
        onAccept={jest.fn()}
        onDecline={jest.fn()}
        pending="decline"
      />,
    );
    expect(within(card).getByRole('button', { name: /Declining/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('reads in Bangla, the salary in taka with Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    renderWithProviders(
      <BatchInvitationCard invitation={toTeach()} onAccept={jest.fn()} onDecline={jest.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'SSC Physics batch' });
    expect(within(card).getByText('farhana আপনাকে এই ব্যাচে পড়ানোর আমন্ত্রণ জানিয়েছেন')).toBeInTheDocument();
    expect(within(card).getByText('৳৪,৫০০')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'প্রত্যাখ্যান করুন' })).toBeInTheDocument();
  });
});

describe('BatchInvitations', () => {
  /** The section with `invitations` loaded, answers that succeed unless a test says otherwise. */
  function renderSection(props: Partial<BatchInvitationsProps> = {}) {
    const invitations: BatchInvitation[] = [toTeach(), toJoin()];
    const calls = {
      accept: jest.fn((_invitation: BatchInvitation) => Promise.resolve<unknown>(null)),
      decline: jest.fn((_invitation: BatchInvitation) => Promise.resolve<unknown>(null)),
    };
    const query = { isPending: false, isError: false, error: null, data: invitations, refetch: jest.fn() };
    const rendered = renderWithProviders(
      <BatchInvitations invitations={query} pending={null} {...calls} {...props} />,
    );
    return { ...rendered, ...calls, invitations, query };
  }

  it("lists the invitations under an 'Invitations' heading, one card each", () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Invitations' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Invitations' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(section).getByRole('heading', { level: 3, name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'HSC Chemistry' })).toBeInTheDocument();
  });

  it('shows nothing while loading or when there are none', () => {
    const loading = renderSection({
      invitations: { isPending: true, isError: false, error: null, data: undefined, refetch: jest.fn() },
    });
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    loading.unmount();
    renderSection({
      invitations: { isPending: false, isError: false, error: null, data: [], refetch: jest.fn() },
    });
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says a failed load with the server's reason (or its own) and Try again", async () => {
    const refetch = jest.fn();
    const { user } = renderSection({
      invitations: { isPending: false, isError: true, error: new Error('offline'), data: undefined, refetch },
    });
    const section = screen.getByRole('region', { name: 'Invitations' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Failed to load your invitations.');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('accepts: the call gets the invitation and a toast says what the viewer joined', async () => {
    const { user, accept, invitations } = renderSection();
    const card = screen.getByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(accept).toHaveBeenCalledWith(invitations[1]);
    expect(await toast('You joined "HSC Chemistry"')).toHaveAttribute('data-type', 'success');
  });

  it('says a teacher now teaches the batch they accepted', async () => {
    const { user } = renderSection();
    const card = screen.getByRole('article', { name: 'SSC Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await toast('You now teach "SSC Physics batch"')).toBeInTheDocument();
  });

  it("says why an accept failed: 'This batch is full'", async () => {
    const { user, accept } = renderSection();
    accept.mockRejectedValueOnce(failedCall('This batch is full'));
    const card = screen.getByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const failed = await toast('Failed to accept the invitation');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('This batch is full');
  });

  it('declines, and says so; a failed decline says why', async () => {
    const { user, decline, invitations } = renderSection();
    const card = screen.getByRole('article', { name: 'SSC Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(decline).toHaveBeenCalledWith(invitations[0]);
    expect(await toast('You declined the invitation to "SSC Physics batch"')).toBeInTheDocument();

    decline.mockRejectedValueOnce(failedCall('Invitation not found'));
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await toast('Failed to decline the invitation')).toHaveTextContent('Invitation not found');
  });

  it('shows the answer in flight on its own card only', () => {
    const invitation = toJoin();
    renderSection({
      invitations: {
        isPending: false,
        isError: false,
        error: null,
        data: [toTeach(), invitation],
        refetch: jest.fn(),
      },
      pending: { invitationId: invitation._id, answer: 'decline' },
    });
    const answering = screen.getByRole('article', { name: 'HSC Chemistry' });
    expect(within(answering).getByRole('button', { name: /Declining/ })).toBeDisabled();
    const other = screen.getByRole('article', { name: 'SSC Physics batch' });
    expect(within(other).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('has its heading and toasts in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'আমন্ত্রণ' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'গ্রহণ করুন' }));
    expect(await toast('আপনি "HSC Chemistry" ব্যাচে যোগ দিয়েছেন')).toBeInTheDocument();
  });
});

describe('withdrawInvitation', () => {
  it('says the invitation was withdrawn, or why it was not', async () => {
    renderWithProviders(<p>Batches</p>);
    act(() => withdrawInvitation(Promise.resolve(), OTHER_STUDENT));
    expect(await toast('The invitation to farhana was withdrawn')).toHaveAttribute('data-type', 'success');
    act(() => withdrawInvitation(Promise.reject(failedCall('Batch not found')), userRef(TEACHER)));
    expect(await toast('Failed to withdraw the invitation')).toHaveTextContent('Batch not found');
  });
});
