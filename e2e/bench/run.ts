// `npm run bench`: the figures DESIGN §9 budgets, measured on the production build.
//   1. The demo data grown to each of BENCH_SEARCH_SCALES posts (10,000 then 100,000; 10,000 synthetic users,
//      with the batches and notifications their posts left), the server restarted on it each time: both
//      searches with a rotating mix of filters at 50 connections, beside a bare route (reported: the read cache
//      answers nearly all of it); then the varied searches (varied-search.ts: a thousand distinct queries a
//      side, as people send them), each with the share of answers the read cache gave; then each of those
//      queries once, one at a time (their p50 from the smallest to the largest scale is the growth ratio).
//   2. At the largest scale, a student's own lists (GET /calendar of students in ten batches each, week and month
//      views; their batches' boards and materials) at 1, 10 and 50 connections, each p99 judged at 1; each route of the workload alone at 100 connections as
//      a share of the bare route, with the CPU a request of it costs the server and a local PostgreSQL, then the mixed workload (searches, dashboards, batches, schedule,
//      notifications, profiles, sign-in) at 100 connections for 60 s: p50/p99 per route, throughput and errors
//      (on PostgreSQL its p99 and the dashboards' p50 judged too).
//   On PostgreSQL, the mixed workload once more with a second instance beside the first, the connections spread
//   over both: its errors (budget 0) and the throughput it adds.
//   The server's peak RSS in each step; DESIGN §9 budgets it under the search load at the largest scale.
//   3. In Chromium (accepting br and gzip): the bytes of JavaScript each entry puts on the wire (and all the
//      landing and login pages transfer), and the time from sign-in to dashboard content.
//   4. On a budget phone (Chromium, 4× CPU slowdown, "Fast 3G", cold cache), three runs each: the landing page's
//      first contentful paint and sign-in to dashboard content, judged by their medians.
// BENCH_SECONDS (10) per search or solo run, BENCH_MIX_SECONDS (60), BENCH_CONNECTIONS (50, search),
// BENCH_MIX_CONNECTIONS (100); BENCH_DATABASE_URL=postgres://… runs on that (empty, scratch) PostgreSQL
// database instead of the embedded one, and leaves it for you to drop (a PostgreSQL of this machine gets the
// pool the README advises, twice its cores, unless DATABASE_POOL_SIZE says otherwise). BENCH_ONLY=search measures the
// searches at each scale and stops there (no step 2, 3 or 4), judging only their budgets; BENCH_ONLY=phone
// runs step 4 alone, on the demo data.
import { load, type LoadFigures, type LoadRequest, type LoadResult } from './load';
import { measureInBrowser } from './browser';
import { CPU_SLOWDOWN, measureOnPhone, median, PHONE_BUDGETS_MS } from './phone';
import { BenchServer, ensureServerBuild, machineCpuMs, postgresCpuMs, withPeakRss } from './server';
import { eachOnce, variedSearches } from './varied-search';
import { calendar, classroomLists, mixed, searches, signInPeople, workloadRoutes } from './workload';

const numberEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = numberEnv('BENCH_SECONDS', 10);
const MIX_SECONDS = numberEnv('BENCH_MIX_SECONDS', 60);
const CONNECTIONS = numberEnv('BENCH_CONNECTIONS', 50);
const MIX_CONNECTIONS = numberEnv('BENCH_MIX_CONNECTIONS', 100);
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
const PHONE_ONLY = process.env.BENCH_ONLY === 'phone';
const SCALES = PHONE_ONLY ? [] : (process.env.BENCH_SEARCH_SCALES ?? '10000,100000').split(',').map(Number);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const RSS_BUDGET_MB = 250;
const KB = 1024;

const verdicts: [string, boolean][] = [];
const judge = (line: string, ok: boolean) => verdicts.push([line, ok]);

function header(): void {
  console.log(
    'route'.padEnd(38),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'vs bare'.padStart(8),
  );
}
function row(name: string, result: LoadFigures, bare: number | null, extra = ''): void {
  console.log(
    name.padEnd(38),
    result.throughput.toFixed(0).padStart(8),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    String(result.errors).padStart(7),
    (bare ? `${((result.throughput / bare) * 100).toFixed(0)}%` : '').padStart(8),
    extra,
  );
}
/** How many answers the read cache gave, for a route that says. */
function cacheShare(result: LoadFigures): string {
  if (result.cacheAnswers === 0) return '';
  return `cache answered ${((result.cacheHits / result.cacheAnswers) * 100).toFixed(0)}%`;
}
function failuresOf(result: LoadResult): void {
  for (const failure of result.failures) console.log(`    ✖ ${failure}`);
}

ensureServerBuild();
const server = new BenchServer(numberEnv('BENCH_PORT', 18_181), DATABASE_URL);

/** Step 4: the phone's waits, each run printed, each median judged. */
async function phoneStep(): Promise<void> {
  const phone = await measureOnPhone(server.base);
  console.log(`\n── On a budget phone (${CPU_SLOWDOWN}× CPU slowdown, Fast 3G, cold cache)\n`);
  for (const [what, runs, budget] of [
    ['landing page first contentful paint', phone.landingPaintMs, PHONE_BUDGETS_MS.landingPaint],
    ['landing page taken over by React', phone.landingLiveMs, undefined],
    ['sign-in to student dashboard content', phone.signInMs, PHONE_BUDGETS_MS.signIn],
  ] as const) {
    const figure = `${what}: median ${median(runs).toFixed(0)} ms (runs ${runs.map((ms) => ms.toFixed(0)).join(', ')})`;
    console.log(`  ${figure}`);
    if (budget !== undefined) judge(`phone, ${figure} (budget ${budget} ms)`, median(runs) <= budget);
  }
}

if (PHONE_ONLY) {
  await server.start();
  await phoneStep();
  await server.stop();
}
const bare = { name: 'GET /healthz (bare)', path: '/healthz' };
/** The server's peak RSS in MB in each step of the run, by step. */
const rssPeaks = new Map<string, number>();
const measured = async <T>(step: string, work: () => Promise<T>) => {
  const [result, peak] = await withPeakRss(server, work);
  rssPeaks.set(step, Math.max(rssPeaks.get(step) ?? 0, peak));
  return result;
};
/**
 * A run with the CPU time its requests cost, in ms a request: the server's (the embedded database runs in it), a
 * local PostgreSQL's and the load generator's (this process), and how busy the whole machine was. On this machine
 * the load generator shares the cores, so these, not the latencies, are what stays comparable from one run (or
 * machine) to the next, and what bounds the throughput: a machine near 100 % busy can answer no faster.
 */
async function withCpuCost(work: () => Promise<LoadResult>): Promise<[LoadResult, string]> {
  const [serverBefore, databaseBefore, generatorBefore, machineBefore] = [
    server.cpuMs(),
    postgresCpuMs(),
    process.cpuUsage(),
    machineCpuMs(),
  ];
  const result = await work();
  const perRequest = (ms: number) => `${(ms / Math.max(1, result.requests)).toFixed(1)} ms`;
  const database = postgresCpuMs() - databaseBefore;
  const generator = process.cpuUsage(generatorBefore);
  const machine = machineCpuMs();
  const busy = (machine.busy - machineBefore.busy) / Math.max(1, machine.all - machineBefore.all);
  const cost =
    `CPU ${perRequest(server.cpuMs() - serverBefore)} server` +
    (DATABASE_URL && database > 0 ? ` + ${perRequest(database)} PostgreSQL` : '') +
    ` + ${perRequest((generator.user + generator.system) / 1000)} load generator a request;` +
    ` machine ${(busy * 100).toFixed(0)}% busy`;
  return [result, cost];
}
const searchStep = (posts: number) =>
  `search at ${posts.toLocaleString('en')} posts, ${CONNECTIONS} connections`;

interface SearchScale {
  posts: number;
  bare: number;
  results: [string, LoadResult][];
  /** The same routes with the varied searches (varied-search.ts). */
  varied: [string, LoadResult][];
  /** The varied searches one at a time, each once: what a search costs, uncached and unqueued. */
  oneByOne: [string, LoadResult][];
}
const scales: SearchScale[] = [];

for (const posts of SCALES) {
  const grown = server.grow(posts);
  await server.start();
  const people = await signInPeople(server.base, 50);
  console.log(
    `\n── Search at ${posts.toLocaleString('en')} posts on ${DATABASE_URL ? 'PostgreSQL' : 'the embedded database'} ` +
      `(grown in ${grown.seconds.toFixed(0)} s): ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  for (const line of grown.report.split('\n')) console.log(`  ${line}`);
  console.log();
  header();
  const bareResult = await measured(searchStep(posts), () => load(server.base, bare, CONNECTIONS, SECONDS));
  row(bare.name, bareResult, bareResult.throughput);
  /** Each of `routes` at `connections` for SECONDS, printed as `name (kind)`. */
  const searchRuns = async (
    kind: string,
    routes: [string, (n: number) => LoadRequest][],
    connections = CONNECTIONS,
  ) => {
    const runs: [string, LoadResult][] = [];
    for (const [name, make] of routes) {
      const result = await measured(searchStep(posts), () => load(server.base, make, connections, SECONDS));
      row(`${name} (${kind})`, result, bareResult.throughput, cacheShare(result));
      failuresOf(result);
      runs.push([name, result]);
    }
    return runs;
  };
  const results = await searchRuns('filter mix', searches(people));
  const varied = await searchRuns('varied', variedSearches(people));
  // What one person meets when searches do not queue behind each other (on this machine the 50 above share two
  // cores with the load generator): one at a time, each query once. Its p50 is what a search costs, judged for
  // growth between the scales; the p99 budget is at 50.
  const oneByOne = await searchRuns('one by one', variedSearches(people, eachOnce), 1);
  scales.push({ posts, bare: bareResult.throughput, results, varied, oneByOne });

  const largest = posts === Math.max(...SCALES);
  if (!largest || SEARCH_ONLY) {
    await server.stop();
    continue;
  }

  // The budget of every new list (DESIGN §9): what a student with ten batches waits for their calendar, a
  // board and the materials, first on their own, then beside nine and 49 others at once (on this 2-core box
  // the queue dominates those).
  const ownLists: [string, string, (n: number) => LoadRequest][] = [
    ['schedule', 'week and month views', calendar(people)[1]],
    ...(await classroomLists(server.base, people)).map(
      ([name, make]): [string, string, (n: number) => LoadRequest] => ['batch page', name, make],
    ),
  ];
  console.log(`\n── A student's own lists: ten batches each, ${SECONDS} s each\n`);
  header();
  for (const [step, what, make] of ownLists)
    for (const connections of [1, 10, CONNECTIONS]) {
      const result = await measured(step, () => load(server.base, make, connections, SECONDS));
      const name = make(0).name ?? what;
      row(`${name} at ${connections}`, result, bareResult.throughput);
      failuresOf(result);
      judge(
        connections === 1
          ? `${name} (${what}), one person: p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors ` +
              '(budget 50 ms, 0 errors)'
          : `${name} at ${connections} connections: ${result.errors} errors (budget 0)`,
        (connections > 1 || result.p99 <= 50) && result.errors === 0,
      );
    }

  const routes = workloadRoutes(people);
  const totalWeight = routes.reduce((sum, [, weight]) => sum + weight, 0);
  /** A mixed run's figures by route, with its weight and, for a search, how much of it the cache answered. */
  const mixRows = (result: LoadResult) => {
    for (const [name, weight] of routes) {
      const figures = result.byName.get(name);
      if (figures) row(`${name} [${weight}]`, figures, null, cacheShare(figures));
    }
  };
  console.log(`\n── Each route alone: ${MIX_CONNECTIONS} connections, ${SECONDS} s each\n`);
  header();
  const soloBare = await measured('each route alone', () =>
    load(server.base, bare, MIX_CONNECTIONS, SECONDS),
  );
  row(bare.name, soloBare, soloBare.throughput);
  for (const [name, , make] of routes) {
    const [result, cost] = await measured('each route alone', () =>
      withCpuCost(() => load(server.base, make, MIX_CONNECTIONS, SECONDS)),
    );
    row(name, result, soloBare.throughput, cost);
    failuresOf(result);
  }

  console.log(
    `\n── Mixed workload: ${MIX_CONNECTIONS} connections for ${MIX_SECONDS} s (weight of ${totalWeight} in brackets)\n`,
  );
  header();
  const [mix, mixCost] = await measured('mixed workload', () =>
    withCpuCost(() => load(server.base, mixed(routes), MIX_CONNECTIONS, MIX_SECONDS)),
  );
  mixRows(mix);
  row('all', mix, null, mixCost);
  failuresOf(mix);
  judge(`mixed workload: ${mix.requests} requests, ${mix.errors} errors (budget 0)`, mix.errors === 0);
  // Its latencies are budgeted on PostgreSQL, and reported on the embedded database.
  if (DATABASE_URL) {
    judge(`mixed workload p99: ${mix.p99.toFixed(1)} ms (budget 300 ms)`, mix.p99 <= 300);
    for (const [name] of routes.filter(([route]) => route.endsWith('/dashboard'))) {
      const p50 = mix.byName.get(name)?.p50 ?? Infinity;
      judge(`mixed workload, ${name} p50: ${p50.toFixed(1)} ms (budget 100 ms)`, p50 <= 100);
    }
  }

  if (DATABASE_URL) {
    // A second instance on the same PostgreSQL, the connections spread over both as a load balancer does:
    // what scaling out adds on this machine (both instances share its cores with the load generator).
    const second = new BenchServer(numberEnv('BENCH_PORT', 18_181) + 1, DATABASE_URL, server.dataDir);
    await second.start();
    console.log(
      `\n── Mixed workload on two instances: ${MIX_CONNECTIONS} connections for ${MIX_SECONDS} s\n`,
    );
    header();
    const both = await load([server.base, second.base], mixed(routes), MIX_CONNECTIONS, MIX_SECONDS);
    await second.stop();
    mixRows(both);
    row('all, two instances', both, null);
    row('all, one instance (above)', mix, null);
    failuresOf(both);
    judge(
      `mixed workload on two instances: ${both.requests} requests, ${both.errors} errors (budget 0); ` +
        `${((both.throughput / mix.throughput - 1) * 100).toFixed(0)}% throughput against one`,
      both.errors === 0,
    );
  }

  const browser = await measured('Chromium', () => measureInBrowser(server.base));
  console.log('\n── In Chromium\n');
  for (const { name, bytes, everything, encodings, budgetKb } of browser.bundles) {
    const figure = `${name}: ${(bytes / KB).toFixed(1)} KB ${everything ? 'in all' : 'of JavaScript'} on the wire`;
    console.log(
      `  ${figure}${budgetKb === undefined ? '' : ` (budget ${budgetKb} KB)`}${everything ? '' : ` [${encodings}]`}`,
    );
    if (budgetKb !== undefined) judge(`${figure} (budget ${budgetKb} KB)`, bytes <= budgetKb * KB);
  }
  console.log(`  sign-in to student dashboard content: ${browser.signInMs} ms`);
  judge(
    `sign-in to student dashboard content: ${browser.signInMs} ms (budget 1500 ms)`,
    browser.signInMs <= 1500,
  );
  await phoneStep();
  await server.stop();
}

const first = scales[0];
const last = scales[scales.length - 1];
if (first && last) {
  // Search is judged on the varied queries alone (DESIGN §9): the filter mix above is nearly all cache hits.
  const worst = (runs: [string, LoadResult][], pick: (result: LoadResult) => number) =>
    Math.max(...runs.map(([, result]) => pick(result)));
  const at = (scale: SearchScale) => `${(scale.posts / 1000).toFixed(0)}k posts`;
  if (last !== first) {
    // What a search costs: the varied queries one at a time, uncached, where no queue hides the work.
    const cost = (scale: SearchScale) => worst(scale.oneByOne, (r) => r.p50);
    const growth = cost(last) / cost(first);
    const postsGrowth = last.posts / first.posts;
    judge(
      `search p50 one by one ${cost(first).toFixed(1)} ms at ${at(first)} → ${cost(last).toFixed(1)} ms ` +
        `at ${at(last)}: ${growth.toFixed(2)}x for ${postsGrowth.toFixed(0)}x the posts (budget: sub-linear, < ${(postsGrowth / 2).toFixed(0)}x)`,
      growth < postsGrowth / 2,
    );
  }
  // Searches as people send them, few of which the cache answers: PostgreSQL's budget is for a million posts.
  const variedBudget = DATABASE_URL ? 100 : 150;
  const variedP99 = worst(last.varied, (r) => r.p99);
  judge(
    `varied search p99 at ${at(last)} on ${DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}, ` +
      `${CONNECTIONS} connections: ${variedP99.toFixed(1)} ms (budget ${variedBudget} ms)`,
    variedP99 <= variedBudget,
  );
  const errors = scales
    .flatMap((scale) => [...scale.results, ...scale.varied, ...scale.oneByOne])
    .reduce((sum, [, result]) => sum + result.errors, 0);
  judge(`search errors: ${errors} (budget 0)`, errors === 0);
}
console.log('\n── Server RSS peak in each step\n');
for (const [step, peak] of rssPeaks) console.log(`  ${step.padEnd(40)} ${peak.toFixed(0).padStart(5)} MB`);
const largestScale = Math.max(...SCALES);
const searchPeak = rssPeaks.get(searchStep(largestScale));
if (searchPeak !== undefined)
  judge(
    `server RSS peak under ${searchStep(largestScale)}: ${searchPeak.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB)`,
    searchPeak <= RSS_BUDGET_MB,
  );

console.log('\n── Budgets (DESIGN §9)\n');
for (const [line, ok] of verdicts) console.log(`  ${ok ? '✔' : '✖'} ${line}`);
server.dispose();
process.exit(verdicts.every(([, ok]) => ok) ? 0 : 1);
