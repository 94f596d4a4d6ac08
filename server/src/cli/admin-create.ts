/**
 * `npm run admin:create -- --username ops --email ops@example.com --password 'S3cure-pass'`
 * Creates an admin (or updates the admin of that username). Flags fall back to ADMIN_USERNAME,
 * ADMIN_EMAIL and ADMIN_PASSWORD. Uses the database the server would use (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { AdminAccountError, ensureAdmin } from '../admin';
import { ConfigError, loadStorageConfig } from '../config';
import { openDatabase } from '../db';

const USAGE = `Usage: npm run admin:create -- --username <name> --email <email> --password <password> [--firstname <name>] [--lastname <name>]
Without flags, ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are used.`;

const FLAG_ENV = { username: 'ADMIN_USERNAME', email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD' } as const;

function readInput(argv: string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const pick = (flag: keyof typeof FLAG_ENV) => values[flag] ?? env[FLAG_ENV[flag]] ?? '';
  return {
    help: values.help ?? false,
    account: {
      username: pick('username'),
      email: pick('email'),
      password: pick('password'),
      ...(values.firstname ? { firstname: values.firstname } : {}),
      ...(values.lastname ? { lastname: values.lastname } : {}),
    },
  };
}

async function runAdminCreate(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let input: ReturnType<typeof readInput>;
  try {
    input = readInput(argv, env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (input.help) {
    console.log(USAGE);
    return 0;
  }

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const storage = loadStorageConfig(env);
    database = await openDatabase(storage.database);
    await database.migrate();
    const result = await ensureAdmin(database.db, input.account);
    const outcome = { created: 'created', updated: 'updated', unchanged: 'already up to date' }[result];
    console.log(`Admin "${input.account.username}" ${outcome}.`);
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) {
      console.error(`Admin not created:\n${error.message.replace(/^(\w+):/gm, '  --$1:')}\n${USAGE}`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(`Admin not created: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

runAdminCreate(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
