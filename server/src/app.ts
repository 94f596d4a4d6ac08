import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { createSecretBox } from './crypto';
import type { Database } from './db';
import { EmbeddedVacuum } from './db/vacuum';
import { installAuth } from './http/auth';
import { installApiNoStore } from './http/cache-control';
import { installCompression } from './http/compression';
import { installDraining } from './http/draining';
import { installMessages } from './http/envelope';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health';
import { installJsonParser } from './http/json-parser';
import { loggerOptions, type LogDestination } from './http/logging';
import { API_PREFIX } from './http/prefix';
import { installProxyWarning, trustProxyOption } from './http/proxy';
import { installRequestLanguage } from './http/language';
import type { UntranslatedListener } from './http/messages';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit-store';
import { DEFAULT_RATE_LIMITS, installWritesLimit, type RateLimits } from './http/rate-limits';
import { installRouteTable } from './http/route-table';
import { installRequestOrder } from './http/request-order';
import { corsOrigins, installSecurityHeaders } from './http/security';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { createAccessTokens } from './modules/auth/tokens';
import { batchesRoutes } from './modules/batches/routes';
import { assignmentsRoutes } from './modules/classroom/assignments-routes';
import { boardRoutes } from './modules/classroom/board-routes';
import { batchFilesRoutes } from './modules/classroom/files';
import { materialsRoutes } from './modules/classroom/materials-routes';
import { dashboardsRoutes } from './modules/dashboards/routes';
import { MailSender, type MailSenderOptions } from './modules/mail/sender';
import { meetingsRoutes } from './modules/meetings/routes';
import { NotificationHub } from './modules/notifications/hub';
import { notificationsRoutes } from './modules/notifications/routes';
import { paymentSimulatorRoutes } from './modules/payment-simulator/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { postsRoutes } from './modules/posts/routes';
import { ratingsRoutes } from './modules/ratings/routes';
import { reportsRoutes } from './modules/reports/routes';
import { ClassScheduler } from './modules/schedule/scheduler';
import { scheduleRoutes } from './modules/schedule/routes';
import { usersRoutes } from './modules/users/routes';
import { registerPortal } from './portal';
import { createMailTransport, type MailTransport } from './providers/mail';
import { createPaymentGateway, type PaymentGateway } from './providers/payment';
import { createMeetingProvider, type MeetingProvider } from './providers/meeting';
import { createStorage, type Storage } from './providers/storage';
import { uploadsRoutes } from './providers/storage/routes';

/** Feature modules mounted under /api/v1; later features add theirs here. */
const API_MODULES: FastifyPluginAsync[] = [
  authRoutes,
  usersRoutes,
  postsRoutes,
  batchesRoutes,
  dashboardsRoutes,
  paymentsRoutes,
  meetingsRoutes,
  scheduleRoutes,
  boardRoutes,
  assignmentsRoutes,
  materialsRoutes,
  batchFilesRoutes,
  ratingsRoutes,
  reportsRoutes,
  notificationsRoutes,
  uploadsRoutes,
  adminRoutes,
];

export interface BuildAppOptions {
  /** An open, migrated database; the caller owns it and closes it. */
  database: Database;
  /** Defaults to the transport the configuration names (outbox or SMTP). */
  mail?: MailTransport;
  /** Overrides of the mail queue's timing (tests make retries quick). */
  mailQueue?: Partial<MailSenderOptions>;
  /** Defaults to the gateway PAYMENT_PROVIDER names (the offline simulator unless sslcommerz). */
  payments?: PaymentGateway;
  /** Defaults to the storage the configuration names (DATA_DIR/uploads or an S3 bucket). */
  storage?: Storage;
  /** Defaults to the provider the configuration names (Jitsi or Zoom); tests pass a fake. */
  meeting?: MeetingProvider;
  /** Overrides of DEFAULT_RATE_LIMITS (tests set them low to see a 429, or high to stay out of the way). */
  rateLimits?: Partial<RateLimits>;
  /**
   * Where the limits count; the caller owns a store it passes (starts and closes it). Defaults to the one the
   * configuration names: Redis with REDIS_URL, else the database.
   */
  rateLimitStore?: RateLimitStore;
  /**
   * Prepended to the default store's keys. Instances of one deployment share counters only with the same
   * prefix (the default, none); tests give each app its own, for fresh counters on a shared database.
   */
  rateLimitPrefix?: string;
  /** false silences logging; a destination receives the JSON log lines (tests check redaction). */
  logger?: false | LogDestination;
  /** Defaults to the system clock. */
  clock?: () => Date;
  /**
   * Called with each API message sent that has no Bangla (http/messages.ts). Defaults to a warning in the log,
   * once per message; the tests fail on any.
   */
  onUntranslatedMessage?: UntranslatedListener;
}

export type App = FastifyInstance;

/** Logs each message without Bangla once (it goes out in English: a bug to fix in the message tables). */
function warnOnce(app: FastifyInstance): UntranslatedListener {
  const warned = new Set<string>();
  return (message) => {
    if (warned.has(message) || warned.size > 1000) return;
    warned.add(message);
    app.log.warn({ untranslated: message }, 'API message without Bangla');
  };
}

export async function buildApp(config: Config, options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logger),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // http/draining.ts answers requests arriving during close() with the API's envelope instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  const mailTransport = options.mail ?? createMailTransport(config.mail, config.timeouts.smtpMs);
  const mailer = new MailSender(
    options.database.db,
    mailTransport,
    {
      maxAttempts: config.mailRetry.maxAttempts,
      firstDelayMs: config.mailRetry.firstDelayMs,
      // Connecting, the greeting and the replies of one send each have SMTP_TIMEOUT_MS.
      leaseMs: Math.max(60_000, 10 * config.timeouts.smtpMs),
      ...options.mailQueue,
    },
    app.log,
  );
  const ctx: AppContext = {
    config,
    database: options.database,
    db: options.database.db,
    mailer,
    payments: options.payments ?? createPaymentGateway(config, { timeoutMs: config.timeouts.paymentMs }),
    meeting:
      options.meeting ??
      createMeetingProvider(config.meeting, { logger: app.log, timeoutMs: config.timeouts.meetingMs }),
    tokens: createAccessTokens(config.appSecret),
    secretBox: createSecretBox(config.appSecret),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    rateLimitStore:
      options.rateLimitStore ??
      createRateLimitStore(config.redisUrl, options.database.db, {
        prefix: options.rateLimitPrefix,
        logger: app.log,
      }),
    clock: options.clock ?? (() => new Date()),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every hook and handler after it runs as part of its request.
  installRequestOrder(app);
  installRouteTable(app);
  installRequestLanguage(app);
  installMessages(app, options.onUntranslatedMessage ?? warnOnce(app));
  installJsonParser(app);
  installErrorHandler(app);
  installDraining(app);
  installProxyWarning(app, config.trustProxy);
  installAuth(app, ctx);
  installApiNoStore(app);
  app.decorate('storage', options.storage ?? createStorage(config.storage));
  const notificationHub = new NotificationHub(options.database, app.log);
  app.decorate('notificationHub', notificationHub);
  const scheduler = new ClassScheduler(ctx, app.log, { intervalMs: config.schedulerIntervalMs });
  app.decorate('scheduler', scheduler);
  const vacuum =
    options.database.driver === 'pglite'
      ? new EmbeddedVacuum(ctx.db, app.log, { intervalMs: config.vacuumIntervalMs })
      : null;
  // Before the server stops accepting: open event streams would otherwise keep close() waiting.
  app.addHook('preClose', async () => notificationHub.close());

  installSecurityHeaders(app, config);
  await app.register(fastifyCors, {
    origin: corsOrigins(config),
    credentials: true,
    exposedHeaders: ['Authorization'],
  });
  await app.register(fastifyCookie);
  installWritesLimit(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pathshala API', description: 'Tuition marketplace for Bangladesh', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(paymentSimulatorRoutes);
  for (const module of API_MODULES) await app.register(module, { prefix: API_PREFIX });
  await registerPortal(app, config);
  installCompression(app);

  // Once the server is ready (migrated): what an earlier run left in the queue goes out first.
  app.addHook('onReady', async () => {
    if (options.rateLimitStore === undefined) await ctx.rateLimitStore.start();
    mailer.start();
    scheduler.start();
    vacuum?.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.close();
    await vacuum?.close();
    await mailer.close();
    if (options.mail === undefined) await mailTransport.close?.();
    if (options.rateLimitStore === undefined) await ctx.rateLimitStore.close();
  });
  return app;
}
