// What a sign-in fetches ahead (loaded by the login page once the visitor starts on the form). Without it, signing
// in is a chain of waits: the login call, then the signed-in frame's code, then the role's remote (its manifest,
// entry, code and the shared modules it uses), and only then the page's data request.
import { profileQuery, unreadCountQuery } from '@pathshala/shared-api';
import { portalQueryClient } from './layout/query-client';
import { signedInFrame } from './loaders';
import { forgetRemoteApp, remoteApp } from './remotes/remote-apps';
import { REMOTE_NAMES, type RemoteName } from './runtime-config';

const ignore = () => undefined;

/** The reader asked their browser to save data (Chromium's Save-Data): fetch nothing they may not need. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The areas fetched before the role is known: those of the roles anyone can sign up for. The admin's area (user
 * management and the rest) reaches only the browsers of admins, after their sign-in.
 */
const PREPARED_AREAS: RemoteName[] = ['student', 'teacher'];

/**
 * While the login form is on screen: the signed-in frame's code and the student's and teacher's areas (their code
 * only; the largest part, the shared modules they use, is common to both).
 */
export function prepareSignIn(): void {
  signedInFrame().catch(ignore);
  if (savesData()) return;
  for (const name of PREPARED_AREAS) remoteApp(name).catch(() => forgetRemoteApp(name));
}

const isRemoteName = (role: string): role is RemoteName => (REMOTE_NAMES as readonly string[]).includes(role);

/**
 * The moment the sign-in knows the role and the page it goes to: the frame's data (the profile and the bell's
 * count) and the page's own, which the role's remote starts (its `preload`), all beside whatever code is still
 * on its way.
 */
export function startSignedIn(role: string | null, path: string): void {
  const queryClient = portalQueryClient();
  void queryClient.prefetchQuery(profileQuery);
  void queryClient.prefetchQuery(unreadCountQuery);
  if (role === null || !isRemoteName(role) || !path.startsWith(`/${role}/`)) return;
  remoteApp(role)
    .then((module) => module.preload?.({ path, queryClient }))
    .catch(ignore);
}
