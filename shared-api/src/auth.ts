import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, Role } from './contract';
import { api } from './client';
import { UnexpectedResponseError } from './errors';
import { decodeRole } from './jwt';
import { getAccessToken, useSession } from './session';
import { bodyMessage } from '@pathshala/shared-api/contract/errors';
import { extractAccessToken, extractRole } from './tokens';

/**
 * POST /login. Stores the session and returns the role (null when neither the body nor the token
 * names a known role). A response without a token is a failure (SPEC §4).
 */
export async function login(body: LoginBody): Promise<Role | null> {
  const response = await api.post('/login', body);
  const accessToken = extractAccessToken(response);
  if (!accessToken)
    throw new UnexpectedResponseError(response.status, 'The login response carried no access token.');
  const role = extractRole(response) ?? decodeRole(accessToken);
  useSession.getState().setSession(accessToken, role);
  return role;
}

/** POST /register; resolves only on 201 (SPEC §4), with the server's message. */
export async function register(body: RegisterBody): Promise<string | null> {
  const response = await api.post('/register', body);
  if (response.status !== 201) {
    throw new UnexpectedResponseError(response.status, `Registration answered ${response.status}, not 201.`);
  }
  return bodyMessage(response.data);
}

/** POST /forget-password (the spec's path); resolves with the server's message. */
export async function forgotPassword(email: ForgotPasswordBody['email']): Promise<string | null> {
  const response = await api.post('/forget-password', { email });
  return bodyMessage(response.data);
}

/** POST /reset-password with the token and the new password only (the confirmation is never sent). */
export async function resetPassword({ token, newPassword }: ResetPasswordBody): Promise<string | null> {
  const response = await api.post('/reset-password', { token, newPassword });
  return bodyMessage(response.data);
}

/**
 * POST /logout, then forgets the session whatever the answer: a user who asked to sign out is signed
 * out on this device even when the server cannot be reached. Resolves true when the server answered 200.
 */
export async function logout(): Promise<boolean> {
  const accessToken = getAccessToken();
  try {
    const response = await api.post('/logout', accessToken ? { accessToken } : {});
    return response.status === 200;
  } catch (error) {
    console.error('Logout failed', error);
    return false;
  } finally {
    useSession.getState().clearSession();
  }
}
