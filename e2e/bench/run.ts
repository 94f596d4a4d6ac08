// `npm run bench`: starts the production build on a fresh embedded database and prints what DESIGN §9 budgets:
// route latency and throughput (relative to a bare route of the same server), server memory, the gzipped
// JavaScript each page loads, and the time from sign-in to dashboard content in Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { field, launchBrowser } from '../support/browser';
import { load } from './load';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 18_181);
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KB = 1024;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
const server = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; ; i += 1) {
  if (
    await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const login = await fetch(`${base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'nusrat', password: 'Pathshala2026' }),
}).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
const auth = { authorization: `Bearer ${login.data.accessToken}` };
const profile = await fetch(`${base}/api/v1/users/viewprofile`, { headers: auth }).then(
  (r) => r.json() as Promise<{ data: { _id: string } }>,
);

const routes = [
  ['GET /healthz (bare)', { path: '/healthz' }],
  ['GET /config/runtime.json', { path: '/config/runtime.json' }],
  ['GET /api/v1/users/viewprofile', { path: '/api/v1/users/viewprofile', headers: auth }],
  [`GET /api/v1/users/get-user/:id`, { path: `/api/v1/users/get-user/${profile.data._id}`, headers: auth }],
] as const;

console.log(`\nHTTP: ${CONNECTIONS} connections, ${SECONDS} s per route\n`);
console.log(
  'route'.padEnd(34),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
  'vs bare'.padStart(8),
);
let bare = 0;
let peakRss = rssMb();
let failures = 0;
for (const [name, request] of routes) {
  const result = await load(base, request, CONNECTIONS, SECONDS);
  peakRss = Math.max(peakRss, rssMb());
  if (bare === 0) bare = result.throughput;
  failures += result.errors;
  console.log(
    name.padEnd(34),
    result.throughput.toFixed(0).padStart(9),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    String(result.errors).padStart(7),
    `${((result.throughput / bare) * 100).toFixed(0)}%`.padStart(8),
  );
}
console.log(`\nserver RSS peak: ${peakRss.toFixed(0)} MB (budget 250 MB) ${peakRss <= 250 ? '✔' : '✖'}`);

/** Gzipped bytes of every JavaScript response the page fetches while `action` runs. */
async function jsBytes(
  page: Page,
  action: () => Promise<void>,
  filter: (url: string) => boolean = () => true,
) {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (url.endsWith('.js') && filter(url)) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

const browser = await launchBrowser();
const bundles: [string, number, number][] = [];
const fresh = async () => (await browser.newContext({ baseURL: base })).newPage();

let page = await fresh();
bundles.push(['landing /', await jsBytes(page, async () => void (await page.goto('/'))), 220]);
page = await fresh();
bundles.push(['login /login', await jsBytes(page, async () => void (await page.goto('/login'))), 220]);

let signInMs = 0;
for (const [role, username, heading] of [
  ['student', 'nusrat', 'Student Dashboard'],
  ['teacher', 'rahim', 'Teacher Dashboard'],
  ['admin', 'admin', 'Dashboard Overview'],
] as const) {
  page = await fresh();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('Pathshala2026');
  const started = Date.now();
  const bytes = await jsBytes(
    page,
    async () => {
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      if (role === 'student') signInMs = Date.now() - started;
    },
    (url) => url.includes(`/apps/${role}/`),
  );
  bundles.push([`${role} remote`, bytes, 80]);
}
await browser.close();

console.log('\nJavaScript, gzipped');
for (const [name, bytes, budget] of bundles) {
  const ok = bytes <= budget * KB;
  if (!ok) failures += 1;
  console.log(
    `  ${name.padEnd(16)} ${(bytes / KB).toFixed(1).padStart(7)} KB (budget ${budget} KB) ${ok ? '✔' : '✖'}`,
  );
}
console.log(
  `\nsign-in to student dashboard content: ${signInMs} ms (budget 1500 ms) ${signInMs <= 1500 ? '✔' : '✖'}`,
);
if (signInMs > 1500) failures += 1;
if (peakRss > 250) failures += 1;
stop();
process.exit(failures === 0 ? 0 : 1);
