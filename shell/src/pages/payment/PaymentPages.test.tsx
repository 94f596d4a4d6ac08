import { useSession } from '@pathshala/shared-api';
import bnMessages from '@pathshala/shared-api/locales/bn.json';
import { formatLongDate, formatTime, setLanguage } from '@pathshala/shared-ui';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, apiServer, fakeToken, ok, renderPages, setupApiServer } from '../../../test/page-harness';
import PaymentFailure from './PaymentFailure';
import PaymentSuccess from './PaymentSuccess';

setupApiServer();

function signIn(role: 'student' | 'teacher') {
  useSession.getState().setSession(fakeToken({ sub: 'u-1', role }), role);
}

const pages = { '/payment/success': <PaymentSuccess />, '/payment/failure': <PaymentFailure /> };

describe('PaymentSuccess', () => {
  it('shows the transaction id and the date of that payment, and a way back to the dashboard', async () => {
    signIn('student');
    apiServer.use(
      http.get(api('/payment/get-last-payment'), () =>
        HttpResponse.json(
          ok({ trnx_id: 'TRX-42', createdAt: '2026-11-02T10:05:00.000Z', amount: 3000, batchId: 'b1' }),
        ),
      ),
    );
    const { user } = renderPages(pages, '/payment/success?tran_id=TRX-42');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('TRX-42')).toBeInTheDocument();
    expect(await screen.findByText(/2 November 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to dashboard' }));
    expect(await screen.findByText('Now at /student/dashboard')).toBeInTheDocument();
  });

  it("shows today's date when the last payment is another one, or there is none", async () => {
    signIn('teacher');
    apiServer.use(http.get(api('/payment/get-last-payment'), () => HttpResponse.json(ok(null))));
    renderPages(pages, '/payment/success?tran_id=TRX-9');
    expect(screen.getByText('TRX-9')).toBeInTheDocument();
    const today = formatLongDate(new Date(), 'en'); // today in Dhaka
    expect(await screen.findByText(new RegExp(today))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toHaveAttribute(
      'href',
      '/teacher/dashboard',
    );
  });

  it('falls back to the last payment id, then to a placeholder, without ?tran_id=', async () => {
    signIn('student');
    apiServer.use(http.get(api('/payment/get-last-payment'), () => HttpResponse.json(ok(null))));
    renderPages(pages, '/payment/success');
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });
});

describe('PaymentFailure', () => {
  it('shows the reason and ways back to Your Batches and the dashboard', async () => {
    signIn('student');
    const { user } = renderPages(pages, '/payment/failure?reason=Card%20declined');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failure' })).toBeInTheDocument();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await user.click(screen.getByRole('link', { name: 'Back to Your Batches' }));
    expect(await screen.findByText('Now at /student/batches')).toBeInTheDocument();
  });

  it('says the payment was not completed when no reason is given', () => {
    signIn('teacher');
    renderPages(pages, '/payment/failure');
    expect(screen.getByText('The payment was not completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Batches' })).toHaveAttribute(
      'href',
      '/teacher/batches',
    );
  });
});

describe('the amount of the payment', () => {
  it('is shown in taka when the last payment is this one', async () => {
    signIn('student');
    apiServer.use(
      http.get(api('/payment/get-last-payment'), () =>
        HttpResponse.json(
          ok({ trnx_id: 'TRX-7', createdAt: '2026-11-02T10:05:00.000Z', amount: 5000, batchId: 'b1' }),
        ),
      ),
    );
    renderPages(pages, '/payment/success?tran_id=TRX-7');
    expect(await screen.findByText('৳5,000')).toBeInTheDocument();
    expect(screen.getByText('Amount')).toBeInTheDocument();
    // 10:05 UTC is 4:05 PM in Dhaka.
    expect(screen.getByText('2 November 2026, 4:05 PM')).toBeInTheDocument();
  });

  it('is not shown when the last payment is another one', async () => {
    signIn('student');
    apiServer.use(
      http.get(api('/payment/get-last-payment'), () =>
        HttpResponse.json(
          ok({ trnx_id: 'TRX-1', createdAt: '2026-11-02T10:05:00.000Z', amount: 5000, batchId: 'b1' }),
        ),
      ),
    );
    renderPages(pages, '/payment/success?tran_id=TRX-2');
    expect(await screen.findByText(new RegExp(formatLongDate(new Date(), 'en')))).toBeInTheDocument();
    expect(screen.queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText(/৳/)).not.toBeInTheDocument();
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
    apiServer.use(
      http.get(api('/payment/get-last-payment'), () =>
        HttpResponse.json(ok({ trnx_id: 'TRX-42', createdAt, amount: 5000, batchId: 'b1' })),
      ),
    );
    renderPages(pages, '/payment/success?tran_id=TRX-42');
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্ট সফল হয়েছে!' })).toBeInTheDocument();
    expect(screen.getByText('লেনদেন আইডি')).toBeInTheDocument();
    expect(await screen.findByText('৳৫,০০০')).toBeInTheDocument();
    expect(screen.getByText('পরিমাণ')).toBeInTheDocument();
    expect(screen.getByText(`৩ নভেম্বর, ২০২৬, ${formatTime(createdAt, 'bn')}`)).toBeInTheDocument();
    expect(formatTime(createdAt, 'bn')).toMatch(/২:০৫/);
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ডে ফিরে যান' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });

  it("shows the server's reason in Bangla", () => {
    signIn('student');
    renderPages(pages, '/payment/failure?reason=Payment%20cancelled');
    expect(screen.getByText(bnMessages['Payment cancelled'])).toBeInTheDocument();
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });

  it('says a failed payment in Bangla', () => {
    signIn('teacher');
    renderPages(pages, '/payment/failure');
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্ট ব্যর্থ হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText('পেমেন্ট সম্পন্ন হয়নি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আপনার ব্যাচে ফিরে যান' })).toHaveAttribute(
      'href',
      '/teacher/batches',
    );
  });
});
