// Everything that proves Pathshala works, in order; installs what is missing first.
import { ensureChromium, ensureDependencies, ensurePnpm, run } from './lib.mjs';

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

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, CI: process.env.CI ?? 'true' } });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0 && name === 'production build') break; // the browser tests need the build
}

console.log('\n━━ summary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✖'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
