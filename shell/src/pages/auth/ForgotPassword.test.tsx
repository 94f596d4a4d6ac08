import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, apiServer, failure, ok, renderPages, setupApiServer } from '../../../test/page-harness';
import ForgotPassword from './ForgotPassword';
import ResetPassword from './ResetPassword';

setupApiServer();

function renderForgot() {
  return renderPages(
    { '/forgot-password': <ForgotPassword />, '/reset-password': <ResetPassword /> },
    '/forgot-password',
  );
}

async function requestLink(user: ReturnType<typeof renderForgot>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'nusrat@pathshala.test');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPassword', () => {
  it('asks for a required email address', () => {
    renderForgot();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
  });

  it('sends the email, then shows the reset page with the notice', async () => {
    let sent: unknown;
    apiServer.use(
      http.post(api('/forget-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderForgot();
    await requestLink(user);

    expect(
      await screen.findByText("If this email is registered, you'll receive a password reset link shortly."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'nusrat@pathshala.test' });
  });

  it("shows the server's message on failure", async () => {
    apiServer.use(
      http.post(api('/forget-password'), () =>
        HttpResponse.json(failure(429, 'Too many requests. Please try again later.'), { status: 429 }),
      ),
    );
    const { user } = renderForgot();
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it.each([
    ['a failure without a message', () => HttpResponse.text('oops', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('falls back to the generic text after %s', async (_case, answer) => {
    apiServer.use(http.post(api('/forget-password'), answer));
    const { user } = renderForgot();
    await requestLink(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
