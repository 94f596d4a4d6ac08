import bnMessages from '@pathshala/shared-api/locales/bn.json';
import { setLanguage } from '@pathshala/shared-ui';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, apiServer, failure, ok, renderPages, setupApiServer } from '../../../test/page-harness';
import Login from './Login';
import Signup from './Signup';

setupApiServer();
// Typing a whole form takes a few seconds, more on a busy machine.

type User = ReturnType<typeof renderSignup>['user'];

function renderSignup() {
  return renderPages({ '/signup': <Signup />, '/login': <Login /> }, '/signup');
}

const field = {
  firstname: () => screen.getByLabelText(/^First name/),
  lastname: () => screen.getByLabelText(/^Last name/),
  username: () => screen.getByLabelText(/^Username/),
  email: () => screen.getByLabelText(/^Email/),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm password/),
  storeId: () => screen.getByLabelText(/^SSLCommerz Store ID/),
  storePassword: () => screen.getByLabelText(/^SSLCommerz Store Password/),
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

/** The error text announced for a control (its aria-errormessage / aria-describedby target). */
function errorOf(control: HTMLElement): string | null {
  const ids = [control.getAttribute('aria-errormessage'), control.getAttribute('aria-describedby')].join(' ');
  const messages = ids
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert');
  return messages[0]?.textContent ?? null;
}

async function fillStudent(user: User, overrides: Partial<Record<keyof typeof field, string>> = {}) {
  const values = {
    firstname: 'Mina',
    lastname: 'Rahman',
    username: 'mina',
    email: 'mina@pathshala.test',
    password: 'Secret123',
    confirm: 'Secret123',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(field[name as keyof typeof field]());
    await user.paste(value);
  }
  await user.click(screen.getByRole('radio', { name: 'Student' }));
}

function captureRegistration(answer = () => HttpResponse.json(ok(null, 201, 'Registered'), { status: 201 })) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(api('/register'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('Signup validation (SPEC §5)', () => {
  it('shows every required-field message under its field on an empty submit, and sends nothing', async () => {
    const sent = captureRegistration();
    const { user } = renderSignup();
    await submit(user);

    expect(errorOf(field.firstname())).toBe('First name is required');
    expect(errorOf(field.lastname())).toBe('Last name is required');
    expect(errorOf(field.username())).toBe('Username is required');
    expect(errorOf(field.email())).toBe('Email is required');
    expect(errorOf(field.password())).toBe('Password is required');
    expect(errorOf(field.confirm())).toBe('Please confirm your password');
    expect(within(screen.getByRole('radiogroup')).getByRole('alert')).toHaveTextContent(
      'Please select a role',
    );
    expect(sent).toHaveLength(0);
  });

  it('moves focus to the first invalid field', async () => {
    const { user } = renderSignup();
    await user.type(field.firstname(), 'Mina');
    await submit(user);
    expect(field.lastname()).toHaveFocus();
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters long'],
    ['email', 'mina@pathshala', 'Invalid email format'],
    ['password', 'Sec1', 'Password must be at least 8 characters long'],
    ['password', 'secret123', 'Password must contain at least one uppercase letter'],
    ['password', 'SecretPass', 'Password must contain at least one number'],
    ['confirm', 'Secret124', 'Passwords do not match'],
  ] as const)('rejects %s %p with %p', async (name, value, message) => {
    const sent = captureRegistration();
    const { user } = renderSignup();
    const confirmFollowsPassword = name === 'password' ? { confirm: value } : {};
    await fillStudent(user, { [name]: value, ...confirmFollowsPassword });
    await submit(user);
    expect(errorOf(field[name]())).toBe(message);
    expect(field[name]()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('asks teachers for both SSLCommerz store credentials', async () => {
    const { user } = renderSignup();
    await fillStudent(user);
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    await submit(user);
    expect(errorOf(field.storeId())).toBe('SSLCommerz store ID is required for teachers');
    expect(errorOf(field.storePassword())).toBe('SSLCommerz store password is required for teachers');
  });

  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    const { user } = renderSignup();
    await submit(user);
    await user.type(field.username(), 'x');
    expect(errorOf(field.username())).toBeNull();
    expect(errorOf(field.email())).toBe('Email is required');

    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(within(screen.getByRole('radiogroup')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the store fields only for teachers and forgets them when the role changes', async () => {
    const { user } = renderSignup();
    expect(screen.queryByLabelText(/^SSLCommerz Store ID/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    await user.type(field.storeId(), 'store-1');
    await user.type(field.storePassword(), 'store-secret');
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(screen.queryByLabelText(/^SSLCommerz Store ID/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(field.storeId()).toHaveValue('');
    expect(field.storePassword()).toHaveValue('');
  });
});

describe('Signup submission', () => {
  it('sends a student without the confirmation or store fields, then shows the login page with the notice', async () => {
    const sent = captureRegistration();
    const { user } = renderSignup();
    await fillStudent(user);
    await submit(user);

    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstname: 'Mina',
        lastname: 'Rahman',
        username: 'mina',
        email: 'mina@pathshala.test',
        password: 'Secret123',
        role: 'student',
      },
    ]);
  });

  it('sends a teacher with the store credentials', async () => {
    const sent = captureRegistration();
    const { user } = renderSignup();
    await fillStudent(user);
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    await user.type(field.storeId(), 'store-1');
    await user.type(field.storePassword(), 'store-secret');
    await submit(user);

    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      role: 'teacher',
      sslczStoreId: 'store-1',
      sslczStorePassword: 'store-secret',
    });
    expect(sent[0]).not.toHaveProperty('confirmPassword');
  });

  it("reads 'Signing Up...' and is disabled while the call is in flight", async () => {
    let answer: () => void = () => undefined;
    apiServer.use(
      http.post(api('/register'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(ok(null, 201), { status: 201 });
      }),
    );
    const { user } = renderSignup();
    await fillStudent(user);
    await submit(user);

    expect(await screen.findByRole('button', { name: /Signing Up\.\.\./ })).toBeDisabled();
    answer();
    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
  });

  it("shows the server's message and its field errors inline", async () => {
    captureRegistration(() =>
      HttpResponse.json(
        failure(409, 'Username is already taken', { username: 'Username is already taken' }),
        {
          status: 409,
        },
      ),
    );
    const { user } = renderSignup();
    await fillStudent(user);
    await submit(user);

    const [formAlert] = await screen.findAllByRole('alert');
    expect(formAlert).toHaveTextContent('Username is already taken');
    expect(errorOf(field.username())).toBe('Username is already taken');
    expect(field.username()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it.each([
    ['an error without a message', () => HttpResponse.text('Bad gateway', { status: 502 })],
    ['a success other than 201', () => HttpResponse.json(ok(null))],
  ])('falls back to the generic failure text after %s', async (_case, answer) => {
    captureRegistration(answer);
    const { user } = renderSignup();
    await fillStudent(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('tells the visitor when the network failed', async () => {
    captureRegistration(() => HttpResponse.error());
    const { user } = renderSignup();
    await fillStudent(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });

  it('links existing users to the login page', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

/** A contract message as the Bangla reader sees it: the API's Bangla table's. */
function inBangla(message: string): string {
  const bangla = (bnMessages as Record<string, string | undefined>)[message];
  if (!bangla) throw new Error(`The API's Bangla table has no "${message}"`);
  return bangla;
}

describe('Signup in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  const bnField = {
    firstname: () => screen.getByLabelText(/^নামের প্রথম অংশ/),
    lastname: () => screen.getByLabelText(/^নামের শেষ অংশ/),
    username: () => screen.getByLabelText(/^ইউজারনেম/),
    email: () => screen.getByLabelText(/^ইমেইল/),
    password: () => screen.getByLabelText(/^পাসওয়ার্ড\s*\*?$/),
    confirm: () => screen.getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/),
  };

  it('names the page, its fields, the roles and the button in Bangla', async () => {
    const { user } = renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'সাইন আপ' })).toBeInTheDocument();
    for (const control of Object.values(bnField)) expect(control()).toBeInTheDocument();
    expect(
      screen.getByText('কমপক্ষে ৮টি অক্ষর, অন্তত একটি বড় হাতের ইংরেজি অক্ষর ও একটি সংখ্যাসহ।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'আপনি কী হিসেবে যোগ দিচ্ছেন?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'শিক্ষক' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'শিক্ষার্থী' }));
    expect(screen.getByRole('radio', { name: 'শিক্ষার্থী' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'সাইন আপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগ ইন করুন' })).toHaveAttribute('href', '/login');
  });

  it('asks teachers for the store credentials in Bangla', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'শিক্ষক' }));
    expect(screen.getByLabelText(/^SSLCommerz স্টোর আইডি/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^SSLCommerz স্টোর পাসওয়ার্ড/)).toBeInTheDocument();
    expect(screen.getByText('শিক্ষার্থীরা এই স্টোরের মাধ্যমে আপনাকে পেমেন্ট করবে।')).toBeInTheDocument();
  });

  it("shows the contract's validation messages in the reader's language", async () => {
    const sent = captureRegistration();
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'সাইন আপ' }));

    expect(errorOf(bnField.firstname())).toBe(inBangla('First name is required'));
    expect(errorOf(bnField.username())).toBe(inBangla('Username is required'));
    expect(errorOf(bnField.confirm())).toBe(inBangla('Please confirm your password'));
    expect(within(screen.getByRole('radiogroup')).getByRole('alert')).toHaveTextContent(
      inBangla('Please select a role'),
    );
    expect(sent).toHaveLength(0);
  });

  it('says a too-short username in Bangla', async () => {
    const { user } = renderSignup();
    await user.type(bnField.username(), 'ab');
    await user.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(errorOf(bnField.username())).toBe(inBangla('Username must be at least 3 characters long'));
    expect(bnField.username()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a network failure in Bangla, then the notice on the login page after signing up', async () => {
    captureRegistration(() => HttpResponse.error());
    const { user } = renderSignup();
    for (const [control, value] of [
      [bnField.firstname, 'Mina'],
      [bnField.lastname, 'Rahman'],
      [bnField.username, 'mina'],
      [bnField.email, 'mina@pathshala.test'],
      [bnField.password, 'Secret123'],
      [bnField.confirm, 'Secret123'],
    ] as const) {
      await user.click(control());
      await user.paste(value);
    }
    await user.click(screen.getByRole('radio', { name: 'শিক্ষার্থী' }));
    await user.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'নেটওয়ার্কে সমস্যা হয়েছে। আপনার ইন্টারনেট সংযোগ পরীক্ষা করুন।',
    );

    captureRegistration();
    await user.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByText('নিবন্ধন সফল হয়েছে! অনুগ্রহ করে লগ ইন করুন।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগ ইন' })).toBeInTheDocument();
  });
});
