export { api, configureApi, refreshAccessToken, DEFAULT_API_BASE_URL, UNAUTHORIZED_MESSAGE } from './client';
export type { ApiOptions } from './client';
export { login, register, forgotPassword, resetPassword, logout } from './auth';
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
export { createQueryClient, queryKeys, fetchProfile, fetchUser, useProfile, useUser } from './queries';
export { dashboardPath, safeNextPath } from './navigation';
export type * from './contract';
