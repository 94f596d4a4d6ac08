// `npm run bench`: starts the production build on a fresh embedded database and prints what DESIGN §9 budgets:
// route latency and throughput (relative to a bare route of the same server), server memory, the gzipped
// JavaScript each page loads, and the time from sign-in to dashboard content in Chromium. Then search at scale:
// the server is stopped, server/dist/grow-data.js grows the same database to 10,000 and then 100,000 posts, and
// after each step the server starts again and both search routes are loaded with a rotating mix of filters.
// BENCH_ONLY=search skips the first part; BENCH_SEARCH_SCALES=10000,100000 sets the steps.
// BENCH_DATABASE_URL=postgres://… runs the server and grow-data on that PostgreSQL database instead (give it
// an empty scratch database: the bench migrates, seeds and grows it, and leaves it for you to drop).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { field, launchBrowser } from '../support/browser';
import { load, type LoadResult } from './load';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 18_181);
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KB = 1024;

const SCALES = (process.env.BENCH_SEARCH_SCALES ?? '10000,100000').split(',').map(Number);
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Where the server and grow-data keep their data: the scratch PostgreSQL database when given. */
const databaseEnv = (): Record<string, string> => (DATABASE_URL ? { DATABASE_URL } : {});

/** Newest modification time under a directory, in ms. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);
}

// The bench runs the production bundle; rebuild the server when it is missing or older than its source.
const serverDist = path.join(repoRoot, 'server/dist');
const bundleTime = (name: string) => {
  try {
    return statSync(path.join(serverDist, name)).mtimeMs;
  } catch {
    return 0;
  }
};
if (
  Math.min(bundleTime('main.js'), bundleTime('grow-data.js')) <
  Math.max(newest(path.join(repoRoot, 'server/src')), newest(path.join(repoRoot, 'server/drizzle')))
) {
  console.log('server/dist is missing or older than server/src: building the server');
  const built = spawnSync('pnpm', ['--filter', '@pathshala/server', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server build failed');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
let server: ChildProcess | undefined;

function startServer(seedDemo: boolean): ChildProcess {
  return spawn(process.execPath, [path.join(serverDist, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ...databaseEnv(),
      SEED_DEMO: String(seedDemo),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops the server and waits for it to exit, so the embedded database is closed before anyone else opens it. */
async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

const stop = () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitReady(): Promise<void> {
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 300 || server?.exitCode != null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rssMb = () => {
  if (!server?.pid) return 0;
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function signIn(username: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Pathshala2026' }),
  }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
  return { authorization: `Bearer ${login.data.accessToken}` };
}

/** Runs `load` while sampling the server's RSS every 100 ms; answers the result and the peak RSS. */
async function loadWithRss(requests: Parameters<typeof load>[1]) {
  let peak = rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 100);
  const result = await load(base, requests, CONNECTIONS, SECONDS);
  clearInterval(timer);
  return { ...result, rss: Math.max(peak, rssMb()) };
}

const header = () =>
  console.log(
    'route'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'vs bare'.padStart(8),
  );
const row = (name: string, result: LoadResult, bare: number, extra = '') =>
  console.log(
    name.padEnd(34),
    result.throughput.toFixed(0).padStart(9),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    String(result.errors).padStart(7),
    `${((result.throughput / bare) * 100).toFixed(0)}%`.padStart(8),
    extra,
  );
const verdict = (ok: boolean) => (ok ? '✔ PASS' : '✖ FAIL');

let failures = 0;

if (!ONLY_SEARCH) {
  server = startServer(true);
  await waitReady();

  const auth = await signIn('nusrat');
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
  header();
  let bare = 0;
  let peakRss = rssMb();
  for (const [name, request] of routes) {
    const result = await load(base, request, CONNECTIONS, SECONDS);
    peakRss = Math.max(peakRss, rssMb());
    if (bare === 0) bare = result.throughput;
    failures += result.errors;
    row(name, result, bare);
  }
  console.log(`\nserver RSS peak: ${peakRss.toFixed(0)} MB (budget 250 MB) ${peakRss <= 250 ? '✔' : '✖'}`);
  if (peakRss > 250) failures += 1;

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
  await stopServer();
}

// ── Search at scale (DESIGN §9): grow the database with the server stopped (PGlite is single-process), then
// load both search routes with a rotating mix of filter combinations, as a signed-in student and teacher.
/** Query strings people send: substring, class, days, salary bound, batch, full text, sorts, deeper pages. */
const SEARCH_MIX = [
  '',
  'page=2',
  'subject=phys',
  'subject=math&class=9',
  'class=10&sort=salary_asc',
  'weekly_schedule=Sunday,Tuesday&salary=6000',
  'is_batch=true&sort=salary_desc',
  'q=algebra&sort=relevance',
  'q=online%20classes',
  'subject=english&weekly_schedule=Friday&page=3',
  'salary=9000&sort=salary_desc&page=10',
  'class=hons&q=tutor&sort=relevance',
  'is_batch=false&class=12&sort=rating',
  'q=mirpur&is_batch=true',
  'subject=chem&salary=12000&sort=salary_asc&page=5',
  'page=50',
  'weekly_schedule=Monday,Wednesday,Friday&class=8',
  'q=geometry%20trigonometry&page=2',
];

const growData = (posts: number) => {
  const started = Date.now();
  const grown = spawnSync(
    process.execPath,
    [path.join(serverDist, 'grow-data.js'), '--posts', String(posts), '--quiet'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, ...databaseEnv() },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (grown.status !== 0) throw new Error('grow-data failed');
  return (Date.now() - started) / 1000;
};

interface ScaleResult {
  posts: number;
  bare: LoadResult;
  searches: (LoadResult & { name: string; rss: number })[];
}
const scales: ScaleResult[] = [];
for (const posts of SCALES) {
  const seconds = growData(posts);
  server = startServer(true);
  await waitReady();
  const asStudent = await signIn('nusrat');
  const asTeacher = await signIn('rahim');
  const mix = (side: 'student' | 'teacher', headers: Record<string, string>) =>
    SEARCH_MIX.map((query) => ({ path: `/api/v1/post/${side}/search${query ? `?${query}` : ''}`, headers }));
  // Every combination once before measuring: a 4xx here is a broken mix, not load.
  for (const request of [...mix('student', asStudent), ...mix('teacher', asTeacher)]) {
    const response = await fetch(`${base}${request.path}`, { headers: request.headers });
    if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  console.log(
    `\nSearch at ${posts.toLocaleString('en')} posts on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ` +
      `(grown in ${seconds.toFixed(1)} s): ${CONNECTIONS} connections, ` +
      `${SECONDS} s per route, ${SEARCH_MIX.length} filter combinations in turn\n`,
  );
  header();
  const bare = await load(base, { path: '/healthz' }, CONNECTIONS, SECONDS);
  row('GET /healthz (bare)', bare, bare.throughput);
  const searches = [];
  for (const [name, requests] of [
    ['GET /post/student/search (mix)', mix('student', asStudent)],
    ['GET /post/teacher/search (mix)', mix('teacher', asTeacher)],
  ] as const) {
    const result = await loadWithRss(requests);
    failures += result.errors;
    row(name, result, bare.throughput, `RSS ${result.rss.toFixed(0)} MB`);
    searches.push({ ...result, name });
  }
  scales.push({ posts, bare, searches });
  await stopServer();
}

if (scales.length > 0) {
  const first = scales[0] as ScaleResult;
  const last = scales[scales.length - 1] as ScaleResult;
  const p50 = (scale: ScaleResult) => Math.max(...scale.searches.map((s) => s.p50));
  const p99 = Math.max(...last.searches.map((s) => s.p99));
  const share = Math.min(...last.searches.map((s) => s.throughput / last.bare.throughput));
  const rss = Math.max(...scales.flatMap((scale) => scale.searches.map((s) => s.rss)));
  const at = (scale: ScaleResult) => `${(scale.posts / 1000).toFixed(0)}k`;
  console.log('\nSearch budgets (worst of the two routes)');
  if (scales.length > 1) {
    const growth = p50(last) / p50(first);
    const postsGrowth = last.posts / first.posts;
    console.log(
      `  growth: p50 ${p50(first).toFixed(1)} ms at ${at(first)} → ${p50(last).toFixed(1)} ms at ${at(last)}: ` +
        `${growth.toFixed(2)}x for ${postsGrowth.toFixed(0)}x the posts (${growth < postsGrowth / 2 ? 'sub-linear' : 'not sub-linear'})`,
    );
  }
  const budgets: [string, boolean][] = [
    [`search p99 at ${at(last)}: ${p99.toFixed(1)} ms (budget 50 ms)`, p99 <= 50],
    [`search throughput at ${at(last)}: ${(share * 100).toFixed(0)}% of bare (budget ≥ 25%)`, share >= 0.25],
    [`server RSS under search load: ${rss.toFixed(0)} MB (budget 250 MB)`, rss <= 250],
  ];
  for (const [line, ok] of budgets) {
    console.log(`  ${line} ${verdict(ok)}`);
    if (!ok) failures += 1;
  }
}
stop();
process.exit(failures === 0 ? 0 : 1);
