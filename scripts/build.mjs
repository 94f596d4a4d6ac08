// Builds every package (the three remotes, the shell and the server) for `npm run serve`. Installs nothing.
import { must } from './lib.mjs';

await must('pnpm', ['--recursive', '--workspace-concurrency=2', '--filter=!@pathshala/e2e', 'run', 'build']);
