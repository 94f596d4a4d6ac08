import { useSession } from '@pathshala/shared-api';
import bnMessages from '@pathshala/shared-api/locales/bn.json';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage, useNavigate } from '@pathshala/shared-ui';
import {
  api,
  apiServer,
  failure,
  fakeToken,
  ok,
  renderPages,
  setupApiServer,
} from '../../../test/page-harness';
import Login from './Login';

setupApiServer();

function renderLogin(route = '/login') {
  return renderPages({ '/login': <Login /> }, route);
}

function loginAnswers(role: string) {
  const token = fakeToken({ sub: 'u1', role });
  apiServer.use(http.post(api('/login'), () => HttpResponse.json(ok({ accessToken: token, role }))));
  return token;
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText(/Username/), 'rahim');
  await user.type(screen.getByLabelText(/^Password/), 'Pathshala2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it('requires username and password at browser level and links to recovery and sign-up', () => {
    renderLogin();
    expect(screen.getByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/signup');
  });

  it('lets the visitor show and hide the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it.each([
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['admin', '/admin/dashboard'],
  ])('sends a %s to %s and stores the token', async (role, dashboard) => {
    const token = loginAnswers(role);
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText(`Now at ${dashboard}`)).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe(token);
  });

  it("sends an unknown role to '/'", async () => {
    loginAnswers('guest');
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('returns to the page in ?next= and sends Remember me', async () => {
    let sent: unknown;
    apiServer.use(
      http.post(api('/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ accessToken: fakeToken({ role: 'student' }), role: 'student' }));
      }),
    );
    const { user } = renderLogin('/login?next=%2Fstudent%2Fbatches%3Fview%3Dall');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);
    expect(await screen.findByText('Now at /student/batches?view=all')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'rahim', password: 'Pathshala2026', rememberMe: true });
  });

  it('ignores a ?next= that leaves the site', async () => {
    loginAnswers('teacher');
    const { user } = renderLogin('/login?next=%2F%2Fevil.example%2F');
    await fillAndSubmit(user);
    expect(await screen.findByText('Now at /teacher/dashboard')).toBeInTheDocument();
  });

  it.each([
    ['a 401', () => HttpResponse.json(failure(401, 'Wrong password'), { status: 401 })],
    ['a network error', () => HttpResponse.error()],
    ['an answer without a token', () => HttpResponse.json(ok({ role: 'student' }))],
  ])('shows the one failure text after %s', async (_case, resolver) => {
    apiServer.use(http.post(api('/login'), resolver));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid username or password. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("reads 'Logging in...' and is disabled while the call is in flight", async () => {
    let answer: () => void = () => undefined;
    apiServer.use(
      http.post(api('/login'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(failure(401, 'No'), { status: 401 });
      }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    const button = await screen.findByRole('button', { name: /Logging in\.\.\./ });
    expect(button).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the notice another page hands over in the router state', async () => {
    function HandOver() {
      const navigate = useNavigate();
      return (
        <button
          onClick={() =>
            navigate('/login', { state: { message: 'Registration successful! Please log in.' } })
          }
        >
          Continue
        </button>
      );
    }
    const { user } = renderPages({ '/login': <Login />, '/signup': <HandOver /> }, '/signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful! Please log in.');
  });

  it('shows the session-expired notice once', () => {
    useSession.getState().clearSession('Session expired. Please log in again.');
    const first = renderLogin();
    expect(screen.getByText('Session expired. Please log in again.')).toBeInTheDocument();
    first.unmount();

    renderLogin();
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
  });
});

describe('Login in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  it('names the page, the form, its fields, links and button in Bangla', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'আবার স্বাগতম' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'লগ ইন' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ইউজারনেম/)).toBeRequired();
    expect(screen.getByLabelText(/^পাসওয়ার্ড\s*\*?$/)).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'আমাকে মনে রাখুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/পাঠশালায় নতুন\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগ ইন' })).toBeInTheDocument();
    expect(screen.queryByText(/Username|Password|Login/)).not.toBeInTheDocument();
  });

  it('says a failed login in Bangla', async () => {
    apiServer.use(
      http.post(api('/login'), () => HttpResponse.json(failure(401, 'Wrong password'), { status: 401 })),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^ইউজারনেম/), 'rahim');
    await user.type(screen.getByLabelText(/^পাসওয়ার্ড\s*\*?$/), 'Pathshala2026');
    await user.click(screen.getByRole('button', { name: 'লগ ইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়। আবার চেষ্টা করুন।',
    );
  });

  it('shows the API’s session-expired notice in Bangla', () => {
    useSession.getState().clearSession('Session expired. Please log in again.');
    renderLogin();
    expect(screen.getByText(bnMessages['Session expired. Please log in again.'])).toBeInTheDocument();
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
  });
});
