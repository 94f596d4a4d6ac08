// Everything that proves Pathshala works, in order; installs what is missing first.
import { ensureChromium, ensureDependencies, ensurePnpm, runWatching } from './lib.mjs';

await ensurePnpm();
await ensureDependencies();
await ensureChromium();

const steps = [
  ['lint', 'pnpm', ['run', 'lint']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  [
    'unit and component tests',
    'pnpm',
    [
      '--recursive',
      '--workspace-concurrency=1',
      '--filter=!@pathshala/server',
      '--filter=!@pathshala/e2e',
      'run',
      'test',
    ],
  ],
  [
    process.env.TEST_DATABASE_URL
      ? 'server tests (embedded database and PostgreSQL)'
      : 'server tests (embedded database)',
    'pnpm',
    ['--filter', '@pathshala/server', 'run', 'test'],
  ],
  ['production build', 'pnpm', ['run', 'build']],
  ['browser tests (Chromium)', 'pnpm', ['--filter', '@pathshala/e2e', 'run', 'test']],
];

/**
 * The lines that name what failed: Jest's failing files and tests (`FAIL`, `●`), node:test's (`not ok`), and
 * TypeScript's and ESLint's errors. The summary repeats them, so that the end of a long log says what broke.
 */
const FAILURE = /^\s*(FAIL\s|● |not ok \d|.*\berror TS\d|\d+:\d+\s+error\s)/;
const FAILURES_KEPT = 30;

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const failures = [];
  const code = await runWatching(
    command,
    args,
    (line) => {
      if (FAILURE.test(line) && failures.length < FAILURES_KEPT) failures.push(line.trim());
    },
    { env: { ...process.env, CI: process.env.CI ?? 'true' } },
  );
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), failures });
  if (code !== 0 && name === 'production build') break; // the browser tests need the build
}

console.log('\n━━ summary');
for (const { name, ok, seconds, failures } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name} (${seconds}s)`);
  if (!ok) for (const failure of failures) console.log(`      ${failure}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
