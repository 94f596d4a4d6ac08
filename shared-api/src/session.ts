import { create } from 'zustand';
import { isRole, type Role } from './contract/roles';
import { decodeRole } from './jwt';
import { safeStorage, safeTabStorage } from './storage';

/** localStorage keys (SPEC §9: the access token lives under `accessToken`). */
export const STORAGE_KEYS = { accessToken: 'accessToken', role: 'role' } as const;
/** sessionStorage key of the pending notice, so it survives the page load that takes the user to /login. */
const MESSAGE_KEY = 'sessionMessage';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

export interface SessionState {
  accessToken: string | null;
  role: Role | null;
  /** A one-time notice for the login page, e.g. why the user was signed out. */
  sessionMessage: string | null;
  setSession: (accessToken: string, role: Role | null) => void;
  clearSession: (message?: string) => void;
  consumeSessionMessage: () => string | null;
}

type StoredSession = Pick<SessionState, 'accessToken' | 'role'>;

function readStoredSession(): StoredSession {
  const accessToken = safeStorage.get(STORAGE_KEYS.accessToken);
  if (!accessToken) return { accessToken: null, role: null };
  const storedRole = safeStorage.get(STORAGE_KEYS.role);
  return { accessToken, role: isRole(storedRole) ? storedRole : decodeRole(accessToken) };
}

function writeStoredSession({ accessToken, role }: StoredSession): void {
  if (accessToken) safeStorage.set(STORAGE_KEYS.accessToken, accessToken);
  else safeStorage.remove(STORAGE_KEYS.accessToken);
  if (accessToken && role) safeStorage.set(STORAGE_KEYS.role, role);
  else safeStorage.remove(STORAGE_KEYS.role);
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  sessionMessage: safeTabStorage.get(MESSAGE_KEY),
  setSession: (accessToken, role) => {
    const session = { accessToken, role: role ?? decodeRole(accessToken) };
    writeStoredSession(session);
    safeTabStorage.remove(MESSAGE_KEY);
    set({ ...session, sessionMessage: null });
  },
  clearSession: (message) => {
    writeStoredSession({ accessToken: null, role: null });
    if (message) safeTabStorage.set(MESSAGE_KEY, message);
    else safeTabStorage.remove(MESSAGE_KEY);
    set({ accessToken: null, role: null, sessionMessage: message ?? null });
  },
  consumeSessionMessage: () => {
    const { sessionMessage } = get();
    if (sessionMessage !== null) {
      safeTabStorage.remove(MESSAGE_KEY);
      set({ sessionMessage: null });
    }
    return sessionMessage;
  },
}));

export const getAccessToken = (): string | null => useSession.getState().accessToken;

// Keep tabs in step: signing in or out in one tab applies to the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== STORAGE_KEYS.role && event.key !== null)
      return;
    const stored = readStoredSession();
    const current = useSession.getState();
    if (stored.accessToken !== current.accessToken || stored.role !== current.role)
      useSession.setState(stored);
  });
}
