// One command on a fresh clone: install pnpm and the dependencies, build everything, then serve.
import { ensurePnpm, ensureDependencies, must, run } from './lib.mjs';

await ensurePnpm();
await ensureDependencies();
await must('pnpm', ['run', 'build']);
process.exit(await run(process.execPath, ['scripts/serve.mjs']));
