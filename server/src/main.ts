import { AdminAccountError, ensureAdmin } from './admin';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createSecretBox } from './crypto';
import { openDatabase, type Database } from './db';
import { drainAndClose } from './http/draining';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, shouldSeedDemo } from './seed';

interface StartupLog {
  info(message: string): void;
}

/** Migrations, the configured admin and the demo seed: everything before the server takes requests. */
async function prepareDatabase(config: Config, database: Database, log: StartupLog): Promise<void> {
  await database.migrate();
  // Decided before the admin is created: "empty" means empty as the operator found it.
  const seed = await shouldSeedDemo(config, database);
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin).catch((error: unknown) => {
      if (!(error instanceof AdminAccountError)) throw error;
      // Name the variables, not the fields: "email: ..." becomes "ADMIN_EMAIL: ...".
      throw new ConfigError(
        `Invalid configuration:\n  ${error.message.replace(/^(\w+):/gm, (_, field: string) => `ADMIN_${field.toUpperCase()}:`)}`,
      );
    });
    log.info(`Admin "${config.admin.username}" ${result}`);
  }
  if (seed) {
    const created = await seedDemo(database.db, createSecretBox(config.appSecret));
    if (created.length > 0) {
      const logins = DEMO_USERS.map((user) => `${user.username} (${user.role})`).join(', ');
      log.info(`Demo data seeded. Sign in as ${logins} with password ${DEMO_PASSWORD}`);
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  // The handlers are `once`: a second signal (Ctrl-C again) kills the process at once.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const log = app?.log;
    const timeoutMs = config.shutdownTimeoutMs;
    setTimeout(() => {
      const message = `shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with requests still open`;
      if (log) log.error({ signal, timeoutMs }, message);
      else console.error(message);
      process.exit(1);
    }, timeoutMs);
    log?.info(`${signal} received: draining (no new connections, /readyz 503), then stopping`);
    try {
      if (app?.server.listening) await drainAndClose(app);
      else await app?.close();
      await database.close();
    } catch (error) {
      log?.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    log?.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    app = await buildApp(config, { database });
    await prepareDatabase(config, database, app.log);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Pathshala is running at ${config.publicUrl} (database: ${config.database.driver})`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Pathshala failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
