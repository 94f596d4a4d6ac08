// Fresh users for a journey: registered through the API with a username unique to the run, then signed in
// through the login page like a person would.
import type { Page } from 'playwright-core';
import { field, waitForPath } from './browser';

export const PASSWORD = 'Secret2026';

export interface TestUser {
  username: string;
  role: 'student' | 'teacher' | 'admin';
  /** PASSWORD unless given. */
  password?: string;
}

/** The password of every account of the demo data (the portal under test is seeded). */
export const DEMO_PASSWORD = 'Pathshala2026';

/** The demo data's admin. */
export const DEMO_ADMIN: TestUser = { username: 'admin', role: 'admin', password: DEMO_PASSWORD };

let sequence = 0;

/** A username no other run (or user of this run) has: `<prefix>_<base36 time><sequence>`, at most 30 chars. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}${sequence}`.slice(0, 30);
}

/** A word made of letters only, unique to this run: a keyword the full-text search treats as one token. */
export function uniqueWord(prefix = 'kw'): string {
  sequence += 1;
  const digits = `${Date.now()}${sequence}`;
  return prefix + digits.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

export async function registerUser(
  baseUrl: string,
  role: 'student' | 'teacher',
  prefix: string = role,
): Promise<TestUser> {
  const username = uniqueName(prefix);
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: role === 'teacher' ? 'Salma' : 'Arif',
      lastname: role === 'teacher' ? 'Khatun' : 'Hossain',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      role,
      ...(role === 'teacher'
        ? { sslczStoreId: `${username}_store`, sslczStorePassword: 'store-secret' }
        : {}),
    }),
  });
  if (response.status !== 201)
    throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  return { username, role };
}

/** Signs in through /login and waits for the role's dashboard. */
export async function logInAs(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, `/${user.role}/dashboard`);
}

/** An access token for calling the API directly as the user. */
export async function apiToken(baseUrl: string, user: TestUser): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password ?? PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!response.ok || !body.data?.accessToken)
    throw new Error(`login ${user.username}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** GET an API path as the user (token from apiToken); the parsed body, or an error naming the status. */
export async function apiGet<T = unknown>(baseUrl: string, token: string, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST a JSON body to an API path as the user; the parsed body, or an error naming the status. */
export async function apiPost<T = unknown>(
  baseUrl: string,
  token: string,
  pathAndQuery: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${pathAndQuery}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
