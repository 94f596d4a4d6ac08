import { useSession, type PaymentStatusData } from '@pathshala/shared-api';
import { PAYMENT_STATUS_POLL } from '@pathshala/shared-api/batches';
import { formatTime, setLanguage } from '@pathshala/shared-ui';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  fakeToken,
  ok,
  renderPages,
  setupApiServer,
} from '../../../test/page-harness';
import PaymentFailure from './PaymentFailure';
import PaymentSuccess from './PaymentSuccess';

setupApiServer();

function signIn(role: 'student' | 'teacher' | 'admin') {
  useSession.getState().setSession(fakeToken({ sub: 'u-1', role }), role);
}

const pages = { '/payment/success': <PaymentSuccess />, '/payment/failure': <PaymentFailure /> };

const payment = (fields: Partial<PaymentStatusData> = {}): PaymentStatusData => ({
  tran_id: 'PSABCDEFGHJKLMNPQ',
  status: 'paid',
  amount: 5000,
  currency: 'BDT',
  batch: { _id: 'b1', name: 'Physics — Class 9' },
  createdAt: '2026-11-02T10:05:00.000Z',
  settledAt: '2026-11-02T10:06:00.000Z',
  reason: null,
  ...fields,
});

/** The server's answers to GET /payment/status/{tranId}, by tran_id, in turn; anything else is a 404. */
function serveStatuses(byTranId: Record<string, PaymentStatusData[]>) {
  const asked: string[] = [];
  apiServer.use(
    http.get(api('/payment/status/:tranId'), ({ params }) => {
      const tranId = String(params.tranId);
      asked.push(tranId);
      const answers = byTranId[tranId];
      if (!answers?.length) return HttpResponse.json(failure(404, 'Unknown transaction'), { status: 404 });
      return HttpResponse.json(ok(answers.length > 1 ? answers.shift()! : answers[0]!));
    }),
  );
  return asked;
}

const successHeading = () => screen.queryByRole('heading', { name: 'Payment Successful!' });

describe('PaymentSuccess', () => {
  it('shows a paid payment: its id, batch, amount and date, and a way back to the dashboard', async () => {
    signIn('student');
    serveStatuses({ PSPAID: [payment({ tran_id: 'PSPAID' })] });
    const { user } = renderPages(pages, '/payment/success?tran_id=PSPAID');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('PSPAID')).toBeInTheDocument();
    expect(screen.getByText('Physics — Class 9')).toBeInTheDocument();
    expect(screen.getByText('৳5,000')).toBeInTheDocument();
    // 10:05 UTC is 4:05 PM in Dhaka.
    expect(screen.getByText('2 November 2026, 4:05 PM')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to dashboard' }));
    expect(await screen.findByText('Now at /student/dashboard')).toBeInTheDocument();
  });

  it('says a held payment is under review, never that it succeeded', async () => {
    signIn('student');
    serveStatuses({
      PSRISK: [payment({ tran_id: 'PSRISK', status: 'held', reason: 'under_review' })],
      PSTWICE: [payment({ tran_id: 'PSTWICE', status: 'held', reason: 'duplicate' })],
    });
    const first = renderPages(pages, '/payment/success?tran_id=PSRISK');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment under review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The payment gateway has flagged this payment for review. Your teacher will be told once it is confirmed.',
    );
    expect(successHeading()).not.toBeInTheDocument();
    first.unmount();

    renderPages(pages, '/payment/success?tran_id=PSTWICE');
    await screen.findByRole('heading', { level: 1, name: 'Payment under review' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You had already paid for this round, so this second payment is held to be refunded.',
    );
    expect(
      screen.queryByText('No money was taken. You can try again from your batch.'),
    ).not.toBeInTheDocument();
  });

  it('waits for a pending payment, asking again until the server says it is paid', async () => {
    signIn('student');
    const pending = payment({ tran_id: 'PSWAIT', status: 'pending', settledAt: null });
    const asked = serveStatuses({ PSWAIT: [pending, payment({ tran_id: 'PSWAIT' })] });
    renderPages(pages, '/payment/success?tran_id=PSWAIT');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We are waiting for confirmation…');
    expect(successHeading()).not.toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: PAYMENT_STATUS_POLL.intervalMs + 2000 },
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['PSWAIT', 'PSWAIT']);
  });

  it("shows a failed payment's failure, with the server's reason", async () => {
    signIn('student');
    serveStatuses({ PSFAIL: [payment({ tran_id: 'PSFAIL', status: 'failed', reason: 'failed' })] });
    renderPages(pages, '/payment/success?tran_id=PSFAIL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failure' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The payment failed at the payment gateway.');
    expect(successHeading()).not.toBeInTheDocument();
  });

  it("says it cannot find another's or an unknown payment, and never that it succeeded", async () => {
    signIn('student');
    serveStatuses({});
    const { user } = renderPages(pages, '/payment/success?tran_id=anything');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(successHeading()).not.toBeInTheDocument();
    expect(screen.queryByText('anything')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Your Batches' }));
    expect(await screen.findByText('Now at /student/batches')).toBeInTheDocument();
  });

  it('says it cannot find the payment for an admin, whom the server refuses', async () => {
    signIn('admin');
    apiServer.use(
      http.get(api('/payment/status/:tranId'), () =>
        HttpResponse.json(failure(403, 'Forbidden'), { status: 403 }),
      ),
    );
    renderPages(pages, '/payment/success?tran_id=PSPAID');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('offers to try again when the server cannot answer', async () => {
    signIn('student');
    let calls = 0;
    apiServer.use(
      http.get(api('/payment/status/:tranId'), () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json(failure(503, 'Service unavailable'), { status: 503 })
          : HttpResponse.json(ok(payment()));
      }),
    );
    const { user } = renderPages(pages, '/payment/success?tran_id=PSPAID');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { name: 'The payment could not be loaded' })).toBeInTheDocument();
    expect(successHeading()).not.toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
  }, 15000);

  it("without ?tran_id=, shows the caller's last paid payment as the server has it", async () => {
    signIn('teacher');
    apiServer.use(
      http.get(api('/payment/get-last-payment'), () =>
        HttpResponse.json(
          ok({ trnx_id: 'PSLAST', createdAt: '2026-11-02T10:05:00.000Z', amount: 5000, batchId: 'b1' }),
        ),
      ),
    );
    serveStatuses({ PSLAST: [payment({ tran_id: 'PSLAST' })] });
    renderPages(pages, '/payment/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('PSLAST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toHaveAttribute(
      'href',
      '/teacher/dashboard',
    );
  });

  it('without ?tran_id= and no paid payment, says it cannot find one', async () => {
    signIn('student');
    apiServer.use(http.get(api('/payment/get-last-payment'), () => HttpResponse.json(ok(null))));
    renderPages(pages, '/payment/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(successHeading()).not.toBeInTheDocument();
  });
});

describe('PaymentFailure', () => {
  it("shows 'Payment Failure' with the reason the server gives, never the address's", async () => {
    signIn('student');
    serveStatuses({
      PSGONE: [payment({ tran_id: 'PSGONE', status: 'cancelled', reason: 'cancelled' })],
    });
    const { user } = renderPages(
      pages,
      `/payment/failure?tran_id=PSGONE&reason=${encodeURIComponent('Call 01700000000 for a refund')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failure' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The payment was cancelled.');
    expect(screen.getByText('No money was taken. You can try again from your batch.')).toBeInTheDocument();
    expect(screen.queryByText(/01700000000/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await user.click(screen.getByRole('link', { name: 'Back to Your Batches' }));
    expect(await screen.findByText('Now at /student/batches')).toBeInTheDocument();
  });

  it('words a refused validation without promising that no money was taken', async () => {
    signIn('student');
    serveStatuses({
      PSBAD: [payment({ tran_id: 'PSBAD', status: 'failed', reason: 'validation_failed' })],
    });
    renderPages(pages, '/payment/failure?tran_id=PSBAD');
    await screen.findByRole('heading', { level: 1, name: 'Payment Failure' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The payment gateway could not confirm this payment. If money was taken from your account, contact us with the transaction ID.',
    );
    expect(
      screen.queryByText('No money was taken. You can try again from your batch.'),
    ).not.toBeInTheDocument();
  });

  it('shows what the server says of a paid payment, even on the failure page', async () => {
    signIn('student');
    serveStatuses({ PSPAID: [payment({ tran_id: 'PSPAID' })] });
    renderPages(pages, '/payment/failure?tran_id=PSPAID');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failure' })).not.toBeInTheDocument();
  });

  it('shows none of a reason in the address, and cannot find a payment without a tran_id', async () => {
    signIn('teacher');
    renderPages(pages, '/payment/failure?reason=Card%20declined');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Card declined/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Batches' })).toHaveAttribute(
      'href',
      '/teacher/batches',
    );
  });

  it("says it cannot find someone else's payment", async () => {
    signIn('student');
    serveStatuses({});
    renderPages(pages, '/payment/failure?tran_id=PSSOMEONEELSE&reason=cancelled');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failure' })).not.toBeInTheDocument();
    expect(screen.queryByText('The payment was cancelled.')).not.toBeInTheDocument();
  });
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  it('shows the amount in taka with Bangla digits and the date in Dhaka time', async () => {
    signIn('student');
    // 20:05 UTC on 2 November is already 3 November, 2:05 at night, in Dhaka.
    const createdAt = '2026-11-02T20:05:00.000Z';
    serveStatuses({ PSPAID: [payment({ tran_id: 'PSPAID', createdAt })] });
    renderPages(pages, '/payment/success?tran_id=PSPAID');
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট সফল হয়েছে!' })).toBeInTheDocument();
    expect(screen.getByText('লেনদেন আইডি')).toBeInTheDocument();
    expect(screen.getByText('৳৫,০০০')).toBeInTheDocument();
    expect(screen.getByText('পরিমাণ')).toBeInTheDocument();
    expect(screen.getByText(`৩ নভেম্বর, ২০২৬, ${formatTime(createdAt, 'bn')}`)).toBeInTheDocument();
    expect(formatTime(createdAt, 'bn')).toMatch(/২:০৫/);
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ডে ফিরে যান' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });

  it("says the server's reason in Bangla", async () => {
    signIn('student');
    serveStatuses({
      PSGONE: [payment({ tran_id: 'PSGONE', status: 'cancelled', reason: 'cancelled' })],
    });
    renderPages(pages, '/payment/failure?tran_id=PSGONE');
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট ব্যর্থ হয়েছে' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('পেমেন্টটি বাতিল করা হয়েছে।');
    expect(screen.getByRole('link', { name: 'আপনার ব্যাচে ফিরে যান' })).toHaveAttribute(
      'href',
      '/student/batches',
    );
  });

  it('says a payment it cannot find, and one awaiting confirmation, in Bangla', async () => {
    signIn('student');
    serveStatuses({ PSWAIT: [payment({ tran_id: 'PSWAIT', status: 'pending', settledAt: null })] });
    const first = renderPages(pages, '/payment/success?tran_id=PSUNKNOWN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আমরা এই পেমেন্টটি খুঁজে পাইনি' }),
    ).toBeInTheDocument();
    first.unmount();
    renderPages(pages, '/payment/success?tran_id=PSWAIT');
    await screen.findByRole('heading', { level: 1, name: 'আপনার পেমেন্ট নিশ্চিত করা হচ্ছে' });
    expect(screen.getByRole('status')).toHaveTextContent('আমরা নিশ্চিতকরণের অপেক্ষায় আছি…');
  });
});
