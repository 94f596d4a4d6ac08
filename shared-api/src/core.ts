// '@pathshala/shared-api/core': the API client, the session and the auth calls, without the query library.
// The signed-out pages (login, sign-up, password reset) use only these, so they do not ship
// @tanstack/react-query (DESIGN §3: public pages import no library they do not use). The package root
// re-exports all of this, with the queries; both are shared singletons, so there is one session store.
// The HTTP library itself loads with the first call, or earlier with `preloadApi` (see client.ts).
export {
  api,
  configureApi,
  setApiLanguage,
  preloadApi,
  refreshAccessToken,
  DEFAULT_API_BASE_URL,
  UNAUTHORIZED_MESSAGE,
} from './client';
export type { ApiOptions } from './client';
export { login, register, forgotPassword, resetPassword, logout } from './auth';
export { saveAccountLanguage } from './account-language';
export {
  useSession,
  getAccessToken,
  STORAGE_KEYS,
  SESSION_EXPIRED_MESSAGE,
  type SessionState,
} from './session';
export { decodeRole, decodeClaims, type AccessTokenClaims } from './jwt';
export {
  getErrorMessage,
  getFieldErrors,
  getErrorStatus,
  isNetworkError,
  UnexpectedResponseError,
} from './errors';
export { envelopeData } from './envelope';
export { dashboardPath, safeNextPath } from './navigation';
export type * from './contract';
