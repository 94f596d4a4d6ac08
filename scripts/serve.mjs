// Starts what is already built: the API and the portal on one URL.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root, serverLaunch, DEMO_LOGINS, DEMO_PASSWORD } from './lib.mjs';

const entry = path.join(root, 'server', 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error('✖ Nothing is built yet: run `npm run build` (or `npm start`, which installs and builds).');
  process.exit(1);
}

const port = process.env.PORT ?? '8080';
const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// Tuned for memory and speed on its database.
const launch = serverLaunch(process.env.DATABASE_URL);
const server = spawn(process.execPath, [...launch.nodeArgs, entry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...launch.env, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// Tell the person at the terminal where to go once the server answers.
const seeded = !process.env.DATABASE_URL && process.env.SEED_DEMO !== 'false';
for (let attempt = 0; attempt < 240; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) continue;
  console.log(`\n  Pathshala is running at ${url}\n`);
  if (seeded) {
    console.log(`  Demo logins (password ${DEMO_PASSWORD} for each):`);
    for (const [role, username] of DEMO_LOGINS) console.log(`    ${role.padEnd(8)} ${username}`);
    console.log('');
  }
  break;
}
