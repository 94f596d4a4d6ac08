// `npm run bench`: what it needs (pnpm, the dependencies, Chromium, a fresh build), then the benchmark.
import { ensureChromium, ensureDependencies, ensurePnpm, must, run } from './lib.mjs';

await ensurePnpm();
await ensureDependencies();
await ensureChromium();
await must('pnpm', ['run', 'build']);
process.exit(await run('pnpm', ['--filter', '@pathshala/e2e', 'run', 'bench']));
