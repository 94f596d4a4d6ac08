// axios is loaded with the first call (or `preloadApi`), not with this module: the sign-in pages render with
// the session and the auth calls and fetch the HTTP library (~21 KB gzipped) once the visitor starts filling a
// form (DESIGN §9, the login page's budget). Every call goes through the one instance created then, with the
// interceptors below; only its types are imported here.
import type {
  AxiosError as AxiosErrorClass,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
// By its package name, like the entries that import the core: shared-ui reads error envelopes with the same
// module, so the portal loads its code once.
import { bodyMessage } from '@pathshala/shared-api/contract/errors';
import { extractAccessToken, extractRole } from './tokens';
import { SESSION_EXPIRED_MESSAGE, getAccessToken, useSession } from './session';

export const UNAUTHORIZED_MESSAGE = 'Unauthorized user';
export const DEFAULT_API_BASE_URL = '/api/v1';

export interface ApiOptions {
  baseURL: string;
  /** Called once when a session cannot be refreshed; receives the path (+ search) the user was on. */
  onSessionExpired?: (nextPath: string) => void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh, so a request is never refreshed twice. */
    sessionRetried?: boolean;
  }
}

/** Calls that must never trigger a refresh: the session endpoints themselves. */
const SESSION_PATHS = ['/refresh-accesstoken', '/login', '/register', '/logout'];

function redirectToLogin(nextPath: string): void {
  window.location.assign('/login?next=' + encodeURIComponent(nextPath));
}

let sessionExpiredHandler: (nextPath: string) => void = redirectToLogin;

/** What `configureApi` and `setApiLanguage` ask of the instance, kept until it exists. */
const settings: { baseURL: string; language: string | null } = {
  baseURL: DEFAULT_API_BASE_URL,
  language: null,
};

let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;

/** How axios reports a call that got no answer; used when axios itself could not be loaded (offline). */
function unreachable(cause: unknown): Error {
  return Object.assign(new Error('Network Error', { cause }), { isAxiosError: true, code: 'ERR_NETWORK' });
}

/** The one axios instance, loaded and set up on first use. A failed load is tried again on the next call. */
function http(): Promise<AxiosInstance> {
  loading ??= import('axios').then(
    ({ default: axios, AxiosError }) => {
      instance = axios.create({ baseURL: settings.baseURL, withCredentials: true });
      if (settings.language !== null) instance.defaults.headers.common['Accept-Language'] = settings.language;
      intercept(instance, AxiosError);
      return instance;
    },
    (error: unknown) => {
      loading = null;
      throw unreachable(error);
    },
  );
  return loading;
}

/** Starts loading the HTTP library ahead of the first call (a form's first focus, a signed-in frame). */
export function preloadApi(): void {
  http().catch(() => {
    // The call that needs it tries again, and fails as a call without an answer does.
  });
}

/**
 * The API client: axios's request methods, on the one instance (base URL, credentials, the bearer token, the
 * session refresh and the reader's language set below), and the settings it was given.
 */
export interface ApiClient extends Pick<
  AxiosInstance,
  'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'
> {
  /** The base URL every call starts from (`configureApi`) and the language it asks for (`setApiLanguage`). */
  readonly defaults: Readonly<typeof settings>;
}

export const api: ApiClient = {
  defaults: settings,
  request: <T = unknown, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
    http().then((client) => client.request<T, R, D>(config)),
  get: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    http().then((client) => client.get<T, R, D>(url, config)),
  delete: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    http().then((client) => client.delete<T, R, D>(url, config)),
  post: <T = unknown, R = AxiosResponse<T>, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) => http().then((client) => client.post<T, R, D>(url, data, config)),
  put: <T = unknown, R = AxiosResponse<T>, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) => http().then((client) => client.put<T, R, D>(url, data, config)),
  patch: <T = unknown, R = AxiosResponse<T>, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) => http().then((client) => client.patch<T, R, D>(url, data, config)),
};

export function configureApi({ baseURL, onSessionExpired }: ApiOptions): void {
  settings.baseURL = baseURL;
  if (instance) instance.defaults.baseURL = baseURL;
  sessionExpiredHandler = onSessionExpired ?? redirectToLogin;
}

/** Asks the server to answer in `language` (its messages; fields, codes and the envelope never change). */
export function setApiLanguage(language: string): void {
  settings.language = language;
  if (instance) instance.defaults.headers.common['Accept-Language'] = language;
}

/** POST /refresh-accesstoken (empty body, cookie sent); stores and returns the new access token. */
export async function refreshAccessToken(): Promise<string> {
  const response = await api.post('/refresh-accesstoken', undefined, { withCredentials: true });
  const accessToken = extractAccessToken(response);
  if (!accessToken) throw new Error('The refresh response carried no access token.');
  useSession.getState().setSession(accessToken, extractRole(response));
  return accessToken;
}

let refreshInFlight: Promise<string> | null = null;

/** How long a failed refresh waits for another tab's fresh token to arrive through shared storage. */
const OTHER_TAB_WAIT_MS = 1_000;

/**
 * Another tab of this browser shares the refresh cookie: when it rotated the token first, this tab's
 * refresh is refused, and the winner's access token reaches this tab's session store moments later.
 */
async function tokenFromAnotherTab(before: string | null): Promise<string | null> {
  for (let waited = 0; waited <= OTHER_TAB_WAIT_MS; waited += 100) {
    const current = getAccessToken();
    if (current && current !== before) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * One refresh for every call that fails together: the refresh token rotates on use and a reused one
 * revokes the whole session, so concurrent refreshes would sign the user out.
 */
function refreshSessionOnce(): Promise<string> {
  const tokenBefore = getAccessToken();
  refreshInFlight ??= refreshAccessToken()
    .catch(async (error: unknown) => {
      const adopted = await tokenFromAnotherTab(tokenBefore);
      if (adopted) return adopted;
      useSession.getState().clearSession(SESSION_EXPIRED_MESSAGE);
      sessionExpiredHandler(window.location.pathname + window.location.search);
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function bearerTokenOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function isSessionPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return SESSION_PATHS.some((sessionPath) => path === sessionPath || path.endsWith(sessionPath));
}

function isUnauthorized(response: AxiosResponse | undefined): boolean {
  if (!response) return false;
  return response.status === 401 || bodyMessage(response.data) === UNAUTHORIZED_MESSAGE;
}

function canRefresh(config: InternalAxiosRequestConfig | undefined): config is InternalAxiosRequestConfig {
  return Boolean(config && !config.sessionRetried && bearerTokenOf(config) && !isSessionPath(config.url));
}

/** Refreshes (or reuses a token another call just got) and repeats the request once. */
async function retryWithFreshToken(
  client: AxiosInstance,
  config: InternalAxiosRequestConfig,
  failure: unknown,
): Promise<AxiosResponse> {
  const sentToken = bearerTokenOf(config);
  const currentToken = getAccessToken();
  let accessToken: string;
  if (currentToken && currentToken !== sentToken) {
    accessToken = currentToken;
  } else {
    try {
      accessToken = await refreshSessionOnce();
    } catch {
      // The caller sees why its own request failed, not the refresh's error.
      throw failure;
    }
  }
  config.sessionRetried = true;
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  return client.request(config);
}

/** The bearer token on every call, and one refresh and retry when the answer says the token is no longer good. */
function intercept(client: AxiosInstance, AxiosError: typeof AxiosErrorClass): void {
  client.interceptors.request.use((config) => {
    const accessToken = getAccessToken();
    if (accessToken && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${accessToken}`);
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      // Some failures arrive as a 2xx whose body says 'Unauthorized user' (SPEC §4 Session).
      if (isUnauthorized(response) && canRefresh(response.config)) {
        const failure = new AxiosError(
          UNAUTHORIZED_MESSAGE,
          AxiosError.ERR_BAD_RESPONSE,
          response.config,
          response.request,
          response,
        );
        return retryWithFreshToken(client, response.config, failure);
      }
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && isUnauthorized(error.response) && canRefresh(error.config)) {
        return retryWithFreshToken(client, error.config, error);
      }
      return Promise.reject(error);
    },
  );
}
