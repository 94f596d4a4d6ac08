import bnMessages from '@pathshala/shared-api/locales/bn.json';
import { setLanguage } from '@pathshala/shared-ui';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, apiServer, failure, ok, renderPages, setupApiServer } from '../../../test/page-harness';
import ResetPassword from './ResetPassword';

setupApiServer();

type User = ReturnType<typeof renderReset>['user'];

function renderReset(route = '/reset-password') {
  return renderPages({ '/reset-password': <ResetPassword /> }, route);
}

const tokenField = () => screen.getByLabelText(/^Token/);
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm New Password/);

async function fill(user: User, token: string, password: string, confirmation: string) {
  if (token) {
    await user.click(tokenField());
    await user.paste(token);
  }
  await user.click(newPassword());
  await user.paste(password);
  await user.click(confirmPassword());
  await user.paste(confirmation);
}

function captureReset(answer = () => HttpResponse.json(ok(null, 200, 'Password reset'))) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(api('/reset-password'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

describe('ResetPassword', () => {
  it('pre-fills the token from ?token=', () => {
    renderReset('/reset-password?token=abc123');
    expect(tokenField()).toHaveValue('abc123');
  });

  it('shows and hides both passwords with the Show Passwords checkbox', async () => {
    const { user } = renderReset();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show Passwords' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('checkbox', { name: 'Show Passwords' }));
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it("says 'Passwords do not match' and sends nothing when the two differ", async () => {
    const sent = captureReset();
    const { user } = renderReset('/reset-password?token=abc123');
    await fill(user, '', 'NewSecret1', 'NewSecret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(confirmPassword()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the token and new password only, alerts success and goes to /login', async () => {
    const sent = captureReset();
    const { user } = renderReset();
    await fill(user, 'abc123', 'NewSecret1', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('Password reset successful!');
    expect(sent).toEqual([{ token: 'abc123', newPassword: 'NewSecret1' }]);
  });

  it("shows the server's message on failure", async () => {
    captureReset(() =>
      HttpResponse.json(failure(400, 'The reset link is invalid or has expired.'), { status: 400 }),
    );
    const { user } = renderReset();
    await fill(user, 'old-token', 'NewSecret1', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link is invalid or has expired.');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a failure without a message', () => HttpResponse.text('oops', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('falls back to the generic text after %s', async (_case, answer) => {
    captureReset(answer);
    const { user } = renderReset();
    await fill(user, 'abc123', 'NewSecret1', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again later.',
    );
  });
});

describe('ResetPassword in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  /** A contract message as the Bangla reader sees it: the API's Bangla table's. */
  function inBangla(message: string): string {
    const bangla = (bnMessages as Record<string, string | undefined>)[message];
    if (!bangla) throw new Error(`The API's Bangla table has no "${message}"`);
    return bangla;
  }

  it('labels the fields in Bangla and says a mismatch in the reader’s language', async () => {
    const sent = captureReset();
    const { user } = renderReset('/reset-password?token=abc123');
    expect(screen.getByLabelText(/^টোকেন/)).toHaveValue('abc123');
    expect(screen.getByRole('checkbox', { name: 'পাসওয়ার্ড দেখান' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^নতুন পাসওয়ার্ড\s*\*?$/));
    await user.paste('NewSecret1');
    await user.click(screen.getByLabelText(/^নতুন পাসওয়ার্ড নিশ্চিত করুন/));
    await user.paste('NewSecret2');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(inBangla('Passwords do not match'));
    expect(sent).toHaveLength(0);
  });

  it('says success in Bangla', async () => {
    captureReset();
    const { user } = renderReset('/reset-password?token=abc123');
    await user.click(screen.getByLabelText(/^নতুন পাসওয়ার্ড\s*\*?$/));
    await user.paste('NewSecret1');
    await user.click(screen.getByLabelText(/^নতুন পাসওয়ার্ড নিশ্চিত করুন/));
    await user.paste('NewSecret1');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('পাসওয়ার্ড রিসেট সফল হয়েছে!');
  });
});
