import { useLocation } from '@pathshala/shared-ui';

/** Router state the auth pages pass each other, e.g. 'Registration successful! Please log in.' */
export interface AuthNotice {
  message: string;
}

/** The notice the previous page handed over in the router's location state, if any. */
export function useLocationNotice(): string | null {
  const { state } = useLocation();
  if (
    state !== null &&
    typeof state === 'object' &&
    'message' in state &&
    typeof state.message === 'string'
  ) {
    return state.message;
  }
  return null;
}
