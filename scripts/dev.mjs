// Every app with hot reload on its fixed port, plus the server in watch mode.
import { spawn } from 'node:child_process';
import { root, ensureDependencies, ensurePnpm } from './lib.mjs';

await ensurePnpm();
await ensureDependencies();

const processes = [
  ['server', '@pathshala/server'],
  ['shell', '@pathshala/shell'],
  ['student', '@pathshala/student-app'],
  ['teacher', '@pathshala/teacher-app'],
  ['admin', '@pathshala/admin-app'],
].map(([label, pkg]) => {
  const child = spawn('pnpm', ['--filter', pkg, 'run', 'dev'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

console.log('Portal: http://localhost:3000 (API on http://localhost:8080)');
const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
