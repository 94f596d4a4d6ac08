import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
// The core by its package name, like index.ts: its code is loaded once, with '@pathshala/shared-api/core'.
import {
  api,
  decodeClaims,
  envelopeData,
  getErrorStatus,
  isNetworkError,
  useSession,
} from '@pathshala/shared-api/core';
import type { PublicUser, UserProfile } from './contract';
import { queryKeys } from './query-keys';

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: no answer at all, or a server error. A 4xx will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status = getErrorStatus(error);
  return isNetworkError(error) || (status !== null && status >= 500);
}

/** Who the session belongs to: the token's subject; null when signed out. */
function sessionIdentity(accessToken: string | null): string | null {
  if (!accessToken) return null;
  const claims = decodeClaims(accessToken);
  return claims?.sub ?? claims?.username ?? '';
}

/**
 * A remote's `./App` module may export `preload` of this type. The shell calls it as soon as a sign-in knows the
 * page it goes to (a path in that remote's area), with the portal's QueryClient, so the remote can fetch the
 * page's data beside its code instead of after it.
 */
export type RemotePreload = (target: { path: string; queryClient: QueryClient }) => void;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // One user's data must never show to the next one who signs in on this browser.
  useSession.subscribe((state, previous) => {
    if (sessionIdentity(state.accessToken) !== sessionIdentity(previous.accessToken))
      void client.resetQueries();
  });
  return client;
}

/** GET /users/viewprofile: the signed-in user's profile. */
export async function fetchProfile(): Promise<UserProfile> {
  return envelopeData<UserProfile>(await api.get('/users/viewprofile'));
}

/** GET /users/get-user/:id: another user's public details. */
export async function fetchUser(userId: string): Promise<PublicUser> {
  return envelopeData<PublicUser>(await api.get(`/users/get-user/${encodeURIComponent(userId)}`));
}

/** The signed-in user's profile: the hook's query, and what a sign-in fetches ahead of the frame. */
export const profileQuery = queryOptions({ queryKey: queryKeys.profile, queryFn: fetchProfile });

export function useProfile() {
  const signedIn = useSession((state) => state.accessToken !== null);
  return useQuery({ ...profileQuery, enabled: signedIn });
}

export function useUser(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.user(userId ?? ''),
    queryFn: () => fetchUser(userId ?? ''),
    enabled: Boolean(userId),
  });
}
