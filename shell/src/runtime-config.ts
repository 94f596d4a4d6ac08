/** The runtime registry (DESIGN §3): where the API and each remote live, read at start-up, never built in. */

export const REMOTE_NAMES = ['student', 'teacher', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
}

export const RUNTIME_CONFIG_URL = '/config/runtime.json';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/v1',
  remotes: {
    student: '/apps/student/mf-manifest.json',
    teacher: '/apps/teacher/mf-manifest.json',
    admin: '/apps/admin/mf-manifest.json',
  },
};

// A registry that does not answer must not keep the portal from rendering.
const FETCH_TIMEOUT_MS = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The registry's answer, each missing or malformed entry replaced by its default; null if it is no object. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (!isRecord(value)) return null;
  const remotes = isRecord(value.remotes) ? value.remotes : {};
  return {
    apiBaseUrl: nonEmptyString(value.apiBaseUrl) ? value.apiBaseUrl : DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
    remotes: {
      student: nonEmptyString(remotes.student) ? remotes.student : DEFAULT_RUNTIME_CONFIG.remotes.student,
      teacher: nonEmptyString(remotes.teacher) ? remotes.teacher : DEFAULT_RUNTIME_CONFIG.remotes.teacher,
      admin: nonEmptyString(remotes.admin) ? remotes.admin : DEFAULT_RUNTIME_CONFIG.remotes.admin,
    },
  };
}

/** GET /config/runtime.json; on any failure the defaults (the locally built remotes under /apps/<name>/). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(RUNTIME_CONFIG_URL, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    if (!config) throw new Error(`${RUNTIME_CONFIG_URL} is not a JSON object`);
    return config;
  } catch (error) {
    console.warn('Using the default runtime configuration', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
