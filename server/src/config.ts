import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@pathshala/shared-api/contract';
import { repoRoot } from './paths';

export const REMOTE_NAMES = ['student', 'teacher', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * On PostgreSQL, `pool` bounds the connections this process opens (DATABASE_POOL_SIZE) and how long a
 * query waits for one, a free one or a new one being opened, before it fails (DATABASE_POOL_WAIT_MS);
 * without it db/index.ts uses 10 and 5000 ms, the same defaults as here.
 */
export type DatabaseTarget =
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string; pool?: { size: number; waitMs: number } };
export type MailConfig =
  { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
/** Zoom Server-to-Server OAuth app: `baseUrl` is the REST API (api.zoom.us), `oauthUrl` the token host (zoom.us). */
export interface ZoomConfig {
  accountId: string;
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  oauthUrl: string;
}
export interface MeetingConfig {
  provider: 'jitsi' | 'zoom';
  zoom: ZoomConfig | null;
}

/** An S3-compatible bucket (see providers/storage/s3.ts). */
export interface S3StorageConfig {
  kind: 's3';
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted stores) rather than `bucket.endpoint/key`. */
  pathStyle: boolean;
  /** Prepended to every key, e.g. `uploads/`. */
  prefix: string;
}
/** Where uploads go: a folder (DATA_DIR/uploads by default) or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

/**
 * Which X-Forwarded-For hops to believe (TRUST_PROXY): the number of reverse proxies in front of the server,
 * or the addresses and CIDR ranges of the trusted proxies. `{ hops: 0 }` believes none: the client is the
 * address the connection comes from.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

export interface AdminAccount {
  username: string;
  email: string;
  password: string;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
  dataDir: string;
  publicUrl: string;
  appSecret: string;
  database: DatabaseTarget;
  /**
   * Where the rate limits count (REDIS_URL): a Redis server, so that every instance counts against the same
   * counters without a database round trip; null counts in the database (its rate_limit_counters table).
   */
  redisUrl: string | null;
  admin: AdminAccount | null;
  /** 'auto' seeds the embedded database when it has no users. */
  seedDemo: 'auto' | boolean;
  payment: {
    provider: 'simulator' | 'sslcommerz';
    sslcommerz: { live: boolean; baseUrl: string };
  };
  meeting: MeetingConfig;
  mail: MailConfig;
  remotes: Record<RemoteName, string>;
  portalDir: string;
  /**
   * How long (ms) an instance may reuse a session check or a search page (READ_CACHE_MS; 0 turns the
   * caches off). Every write on this instance that can change them empties both at once (a sign-in
   * cannot; see installAuth); this only bounds how long a write made elsewhere (another instance, a CLI)
   * can go unseen — for a search page, plus the time its refresh takes (served stale while it
   * refreshes). Default 2000, 0 under NODE_ENV=test.
   */
  readCacheMs: number;
  /** Uploaded files (STORAGE_DRIVER and its settings). */
  storage: StorageConfig;
  /** How often (ms) a notification stream sends a heartbeat and rechecks its session (default 25000). */
  notificationHeartbeatMs: number;
  /**
   * How often (ms) the class scheduler plans batches' classes ahead and sends the reminders that are due
   * (SCHEDULER_INTERVAL_MS). Default 60000, 0 under NODE_ENV=test (tests run its ticks themselves).
   */
  schedulerIntervalMs: number;
  /**
   * How often (ms) the embedded database vacuums and/or analyzes the table most past autovacuum's thresholds,
   * as PostgreSQL's autovacuum would (VACUUM_INTERVAL_MS; db/vacuum.ts). Default 60000, 0 under NODE_ENV=test;
   * PostgreSQL vacuums itself.
   */
  vacuumIntervalMs: number;
  /**
   * How long (ms) a call to an outside service may take before it counts as failed: the payment gateway
   * (PAYMENT_TIMEOUT_MS, session init and validation), the meeting provider (MEETING_TIMEOUT_MS, each of
   * Zoom's token and create-meeting calls) and the SMTP server (SMTP_TIMEOUT_MS, connecting, its greeting
   * and each reply). Default 10000 each.
   */
  timeouts: { paymentMs: number; meetingMs: number; smtpMs: number };
  /**
   * Mail that could not be sent is tried again: first after MAIL_RETRY_MS (default 30000), then twice as
   * long each time up to an hour, MAIL_MAX_ATTEMPTS tries in all (default 10, over about 3 hours) before it
   * is given up and kept in the mail_queue table with its last error.
   */
  mailRetry: { maxAttempts: number; firstDelayMs: number };
  /**
   * How long (ms) a stop on SIGTERM or SIGINT may take (SHUTDOWN_TIMEOUT_MS, default 10000): finishing the
   * requests under way, then closing the database. Past it the process exits 1 (main.ts).
   */
  shutdownTimeoutMs: number;
}

/** Thrown for bad configuration; main.ts prints the message (which names the variable) and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** An IPv4 or IPv6 address, or one with a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Said of a setting that trusts every address: `true`, or a range such as 0.0.0.0/0 that holds them all. */
const BELIEVES_ANYONE =
  'would believe any X-Forwarded-For a visitor sends; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === 'false') return { hops: 0 };
  if (text === 'true') {
    context.addIssue({ code: 'custom', message: `true ${BELIEVES_ANYONE}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.filter((address) => !isAddressOrCidr(address));
  // A prefix of length 0 is every address of its family.
  const everyone = addresses.filter((address) => isAddressOrCidr(address) && /\/0+$/.test(address));
  if (bad.length === 0 && everyone.length > 0) {
    context.addIssue({ code: 'custom', message: `${everyone.join(', ')} ${BELIEVES_ANYONE}` });
    return z.NEVER;
  }
  if (bad.length === 0) return { addresses };
  context.addIssue({
    code: 'custom',
    message: `must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); not an address: ${bad.map((address) => JSON.stringify(address)).join(', ')}`,
  });
  return z.NEVER;
});

const httpUrl = z
  .string()
  .refine((value) => /^https?:$/.test(safeUrl(value)?.protocol ?? ''), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** A remote's mf-manifest.json: an absolute http(s) URL or a path on this server. */
const remoteUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:$/.test(safeUrl(value)?.protocol ?? ''),
    'must be an http(s) URL or a path starting with /',
  );

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const timeoutMs = z.coerce
  .number({ error: 'must be a whole number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(100, 'must be at least 100')
  .max(300_000, 'must be at most 300000');

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, 'must be 1-65535')
      .max(65535, 'must be 1-65535'),
  ),
  HOST: optional(z.string()),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' }),
  ),
  TRUST_PROXY: optional(trustProxy),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (value) => /^postgres(ql)?:$/.test(safeUrl(value)?.protocol ?? ''),
        'must be a postgres:// URL',
      ),
  ),
  REDIS_URL: optional(
    z
      .string()
      .refine(
        (value) => /^rediss?:$/.test(safeUrl(value)?.protocol ?? '') && !!safeUrl(value)?.hostname,
        'must be a redis:// or rediss:// URL with a host',
      ),
  ),
  DATABASE_POOL_SIZE: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000'),
  ),
  DATABASE_POOL_WAIT_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000'),
  ),
  // More than http/draining.ts's DRAIN_GRACE_MS (1000), which every stop takes.
  SHUTDOWN_TIMEOUT_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(2000, 'must be at least 2000')
      .max(600_000, 'must be at most 600000'),
  ),
  APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  PUBLIC_URL: optional(httpUrl),
  ADMIN_USERNAME: optional(usernameSchema),
  ADMIN_EMAIL: optional(emailSchema),
  ADMIN_PASSWORD: optional(passwordSchema),
  SEED_DEMO: optional(booleanFlag),
  PAYMENT_PROVIDER: optional(
    z.enum(['simulator', 'sslcommerz'], { error: 'must be simulator or sslcommerz' }),
  ),
  SSLCOMMERZ_LIVE: optional(booleanFlag),
  SSLCOMMERZ_BASE_URL: optional(httpUrl),
  MEETING_PROVIDER: optional(z.enum(['jitsi', 'zoom'], { error: 'must be jitsi or zoom' })),
  ZOOM_ACCOUNT_ID: optional(z.string()),
  ZOOM_CLIENT_ID: optional(z.string()),
  ZOOM_CLIENT_SECRET: optional(z.string()),
  ZOOM_BASE_URL: optional(httpUrl),
  ZOOM_OAUTH_URL: optional(httpUrl),
  SMTP_URL: optional(
    z
      .string()
      .refine(
        (value) => /^smtps?:$/.test(safeUrl(value)?.protocol ?? ''),
        'must be an smtp:// or smtps:// URL',
      ),
  ),
  MAIL_FROM: optional(z.string()),
  REMOTE_STUDENT_URL: optional(remoteUrl),
  REMOTE_TEACHER_URL: optional(remoteUrl),
  REMOTE_ADMIN_URL: optional(remoteUrl),
  PORTAL_DIR: optional(z.string()),
  READ_CACHE_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(60_000, 'must be at most 60000'),
  ),
  STORAGE_DRIVER: optional(z.enum(['local', 's3'], { error: 'must be local or s3' })),
  UPLOADS_DIR: optional(z.string()),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(booleanFlag),
  S3_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'must be a plain key prefix such as uploads/'),
  ),
  NOTIFICATION_HEARTBEAT_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(300_000, 'must be at most 300000'),
  ),
  SCHEDULER_INTERVAL_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 600_000), 'must be 0 (off) or from 1000 to 600000'),
  ),
  VACUUM_INTERVAL_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), 'must be 0 (off) or from 1000 to 3600000'),
  ),
  PAYMENT_TIMEOUT_MS: optional(timeoutMs),
  MEETING_TIMEOUT_MS: optional(timeoutMs),
  SMTP_TIMEOUT_MS: optional(timeoutMs),
  MAIL_MAX_ATTEMPTS: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100'),
  ),
  MAIL_RETRY_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(10, 'must be at least 10')
      .max(3_600_000, 'must be at most 3600000'),
  ),
});

type ParsedEnv = z.infer<typeof envSchema>;

function parseEnv(env: Env): ParsedEnv {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/** Relative paths are taken from the working directory, like any command-line path. */
const resolveDir = (value: string | undefined, fallback: string) => (value ? path.resolve(value) : fallback);

function resolveDataDir(parsed: ParsedEnv): string {
  return resolveDir(parsed.DATA_DIR, path.join(repoRoot, 'data'));
}

function databaseTarget(parsed: ParsedEnv, dataDir: string): DatabaseTarget {
  return parsed.DATABASE_URL
    ? {
        driver: 'postgres',
        url: parsed.DATABASE_URL,
        pool: { size: parsed.DATABASE_POOL_SIZE ?? 10, waitMs: parsed.DATABASE_POOL_WAIT_MS ?? 5000 },
      }
    : { driver: 'pglite', dataDir: path.join(dataDir, 'db') };
}

/** Reads APP_SECRET, or the secret generated into DATA_DIR on first start (mode 600). */
function resolveAppSecret(parsed: ParsedEnv, dataDir: string): string {
  if (parsed.APP_SECRET) return parsed.APP_SECRET;
  const file = path.join(dataDir, 'app-secret');
  try {
    if (fs.existsSync(file)) {
      const stored = fs.readFileSync(file, 'utf8').trim();
      if (stored.length < 32)
        throw new ConfigError(
          `APP_SECRET: the stored secret in ${file} is too short; delete it or set APP_SECRET`,
        );
      return stored;
    }
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `APP_SECRET: not set and cannot be stored under DATA_DIR (${dataDir}): ${(error as Error).message}`,
    );
  }
}

function missingNames(values: Record<string, string | undefined>): string[] {
  return Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

function adminAccount(parsed: ParsedEnv): AdminAccount | null {
  const { ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = parsed;
  if (username && email && password) return { username, email, password };
  const missing = missingNames({ ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  if (missing.length === 3) return null;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD together`,
  );
}

function zoomConfig(parsed: ParsedEnv): ZoomConfig | null {
  if (parsed.MEETING_PROVIDER !== 'zoom') return null;
  const { ZOOM_ACCOUNT_ID: accountId, ZOOM_CLIENT_ID: clientId, ZOOM_CLIENT_SECRET: clientSecret } = parsed;
  const baseUrl = parsed.ZOOM_BASE_URL ?? 'https://api.zoom.us';
  const oauthUrl = parsed.ZOOM_OAUTH_URL ?? 'https://zoom.us';
  if (accountId && clientId && clientSecret) return { accountId, clientId, clientSecret, baseUrl, oauthUrl };
  const missing = missingNames({
    ZOOM_ACCOUNT_ID: accountId,
    ZOOM_CLIENT_ID: clientId,
    ZOOM_CLIENT_SECRET: clientSecret,
  });
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required when MEETING_PROVIDER=zoom`,
  );
}

/** The simulator takes no money: production runs it only when PAYMENT_PROVIDER asks for it by name. */
function paymentProvider(parsed: ParsedEnv, nodeEnv: Config['nodeEnv']): Config['payment']['provider'] {
  if (parsed.PAYMENT_PROVIDER) return parsed.PAYMENT_PROVIDER;
  if (nodeEnv !== 'production') return 'simulator';
  throw new ConfigError(
    'Invalid configuration:\n  PAYMENT_PROVIDER: must be set when NODE_ENV=production: sslcommerz to take real payments, or simulator for a server that takes none (e.g. staging)',
  );
}

function storageConfig(parsed: ParsedEnv, dataDir: string): StorageConfig {
  if ((parsed.STORAGE_DRIVER ?? 'local') === 'local')
    return { kind: 'local', dir: resolveDir(parsed.UPLOADS_DIR, path.join(dataDir, 'uploads')) };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  const region = parsed.S3_REGION ?? 'us-east-1';
  if (bucket && accessKeyId && secretAccessKey) {
    return {
      kind: 's3',
      endpoint: parsed.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      pathStyle: parsed.S3_FORCE_PATH_STYLE ?? parsed.S3_ENDPOINT !== undefined,
      prefix: parsed.S3_PREFIX ?? '',
    };
  }
  const missing = missingNames({
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  });
  throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required when STORAGE_DRIVER=s3`);
}

/** Only where the data lives: enough for the admin CLI, which needs no secret or network settings. */
export function loadStorageConfig(env: Env = process.env): { dataDir: string; database: DatabaseTarget } {
  const parsed = parseEnv(env);
  const dataDir = resolveDataDir(parsed);
  return { dataDir, database: databaseTarget(parsed, dataDir) };
}

/** Validates the whole environment at start-up; throws ConfigError naming the offending variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(env);
  const port = parsed.PORT ?? 8080;
  const nodeEnv = parsed.NODE_ENV ?? 'development';
  const dataDir = resolveDataDir(parsed);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${port}`;
  const sslcommerzLive = parsed.SSLCOMMERZ_LIVE ?? false;
  const from = parsed.MAIL_FROM ?? `Pathshala <no-reply@${new URL(publicUrl).hostname}>`;

  return {
    port,
    host: parsed.HOST ?? '0.0.0.0',
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: parsed.LOG_LEVEL ?? 'info',
    trustProxy: parsed.TRUST_PROXY ?? { hops: 0 },
    dataDir,
    publicUrl,
    appSecret: resolveAppSecret(parsed, dataDir),
    database: databaseTarget(parsed, dataDir),
    redisUrl: parsed.REDIS_URL ?? null,
    admin: adminAccount(parsed),
    seedDemo: parsed.SEED_DEMO ?? 'auto',
    payment: {
      provider: paymentProvider(parsed, nodeEnv),
      sslcommerz: {
        live: sslcommerzLive,
        baseUrl:
          parsed.SSLCOMMERZ_BASE_URL ??
          (sslcommerzLive ? 'https://securepay.sslcommerz.com' : 'https://sandbox.sslcommerz.com'),
      },
    },
    meeting: { provider: parsed.MEETING_PROVIDER ?? 'jitsi', zoom: zoomConfig(parsed) },
    mail: parsed.SMTP_URL
      ? { kind: 'smtp', url: parsed.SMTP_URL, from }
      : { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from },
    remotes: {
      student: parsed.REMOTE_STUDENT_URL ?? '/apps/student/mf-manifest.json',
      teacher: parsed.REMOTE_TEACHER_URL ?? '/apps/teacher/mf-manifest.json',
      admin: parsed.REMOTE_ADMIN_URL ?? '/apps/admin/mf-manifest.json',
    },
    portalDir: resolveDir(parsed.PORTAL_DIR, repoRoot),
    readCacheMs: parsed.READ_CACHE_MS ?? (nodeEnv === 'test' ? 0 : 2000),
    storage: storageConfig(parsed, dataDir),
    notificationHeartbeatMs: parsed.NOTIFICATION_HEARTBEAT_MS ?? 25_000,
    schedulerIntervalMs: parsed.SCHEDULER_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 60_000),
    vacuumIntervalMs: parsed.VACUUM_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 60_000),
    timeouts: {
      paymentMs: parsed.PAYMENT_TIMEOUT_MS ?? 10_000,
      meetingMs: parsed.MEETING_TIMEOUT_MS ?? 10_000,
      smtpMs: parsed.SMTP_TIMEOUT_MS ?? 10_000,
    },
    mailRetry: {
      maxAttempts: parsed.MAIL_MAX_ATTEMPTS ?? 10,
      firstDelayMs: parsed.MAIL_RETRY_MS ?? 30_000,
    },
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS ?? 10_000,
  };
}
