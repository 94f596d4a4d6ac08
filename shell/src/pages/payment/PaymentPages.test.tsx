import { useSession } from '@pathshala/shared-api';
import { screen } from '@testing-library/react';
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
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
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
