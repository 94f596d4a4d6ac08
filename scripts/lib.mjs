// Helpers shared by the root commands: run a step, make sure pnpm, the dependencies and Chromium are there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export const CHROMIUM = '/usr/bin/chromium';

/**
 * How the server process is started (server/launch.json; README, Deployment): its Node options, those for its
 * database among them (PostgreSQL when `databaseUrl` is set, else the embedded one), and its environment.
 * @param {string | undefined} databaseUrl
 * @returns {{ nodeArgs: string[]; env: Record<string, string> }}
 */
export function serverLaunch(databaseUrl) {
  const launch = JSON.parse(readFileSync(path.join(root, 'server', 'launch.json'), 'utf8'));
  const database = databaseUrl?.trim() ? 'postgres' : 'embedded';
  return { nodeArgs: [...launch.nodeArgs, ...launch.nodeArgsByDatabase[database]], env: launch.env };
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command like `run`, its output passed through as it comes, and hands `watch` each line of it (both
 * streams) as well.
 */
export function runWatching(command, args, watch, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], ...options });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        to.write(chunk);
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(watch);
      });
      from.on('end', () => partial && watch(partial));
    }
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits this process when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

const has = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

/** pnpm through npm (corepack's signature check fails on this registry). */
export async function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() === PNPM_VERSION) return;
  console.log(`› installing pnpm ${PNPM_VERSION}`);
  await must('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› installing dependencies');
  await must('pnpm', ['install', '--frozen-lockfile'], {
    env: { ...process.env, npm_config_nodedir: '/usr' },
  });
}

/** Debian's Chromium for the browser tests; Playwright never downloads a browser here. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    console.error(`✖ ${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium).`);
    process.exit(1);
  }
  console.log('› installing Chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await must('apt-get', ['update', '-qq'], { env });
  await must('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

export const DEMO_PASSWORD = 'Pathshala2026';
export const DEMO_LOGINS = [
  ['admin', 'admin'],
  ['teacher', 'rahim'],
  ['teacher', 'karima'],
  ['student', 'nusrat'],
  ['student', 'tanvir'],
  ['student', 'farhana'],
];
