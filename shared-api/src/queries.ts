import { QueryClient, useQuery } from '@tanstack/react-query';
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

export function useProfile() {
  const signedIn = useSession((state) => state.accessToken !== null);
  return useQuery({ queryKey: queryKeys.profile, queryFn: fetchProfile, enabled: signedIn });
}

export function useUser(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.user(userId ?? ''),
    queryFn: () => fetchUser(userId ?? ''),
    enabled: Boolean(userId),
  });
}
