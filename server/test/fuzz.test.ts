import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { RouteEntry } from '../src/http/route-table';
import { forEachDatabase, startTestApp, type TestApp } from './helpers';
import { requestsFor, routeKind, type FuzzRequest, type RouteFuzz } from './fuzz/requests';
import { changedTables, databaseSnapshotter, folderSnapshot, type DatabaseSnapshot } from './fuzz/snapshot';
import { HOSTILE_SEGMENTS } from './fuzz/values';
import { CALLERS, FuzzWorld, quietSimulator, type Caller } from './fuzz/world';

/**
 * Property-based fuzzing of every route the server declares under /api/v1 (and the payment simulator's
 * pages): requests made from each route's contract, mixed with wrong types, huge and strange text, deep
 * nesting, operator and prototype keys, malformed JSON, wrong content types and broken path parameters,
 * sent as every kind of caller. Whatever comes in:
 * - the server never answers 5xx (nor fails to answer);
 * - an /api/v1 answer (other than a redirect or an uploaded file) is the JSON envelope, an error one
 *   for a 4xx, with no stack trace in it;
 * - a 4xx changes nothing: every table's rows, the stored uploads and the mail outbox are the same
 *   before and after.
 *
 * Writes are also sent three copies at once, and plausible writes to different routes together: no
 * interleaving may cause a 5xx.
 *
 * FUZZ_SEED=<n> repeats a run (the seed is in the test's name and in every failure), FUZZ_ROUTE=<text>
 * runs only the subtests whose name ("METHOD /url", or the closing ones) contains the text,
 * FUZZ_RUNS=<n> changes the runs per route (default 50), FUZZ_STATS=1 prints each route's statuses and
 * FUZZ_FULL=1 prints a failing request whole.
 */

const BASE_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUTE_FILTER = process.env.FUZZ_ROUTE ?? '';
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Requests that hash or check a password (argon2) cost far more than the rest. */
const SLOW_ROUTES = /\/(register|login|reset-password|admin\/add-user)$/;
const REQUEST_TIMEOUT_MS = 15_000;
/** Per route that writes: plausible requests sent three at a time. */
const CONCURRENT_RUNS = Math.max(1, Math.round(RUNS / 6));
/** FUZZ_STATS=1 prints, per route, how many answers had each status: are handlers reached at all? */
const STATS = process.env.FUZZ_STATS === '1';

const routeName = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** A seed per route, so that one route can be rerun alone with the same requests. */
function seedOf(route: RouteEntry): number {
  const hash = createHash('sha256').update(routeName(route)).digest().readInt32LE(0);
  return (BASE_SEED ^ hash) | 0;
}

/** FUZZ_FULL=1 prints a failing request and its answer whole. */
const FULL = process.env.FUZZ_FULL === '1';
const clip = (text: string, max = 600) =>
  !FULL && text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

function describeExchange(
  route: RouteEntry,
  request: FuzzRequest,
  response?: LightMyRequestResponse,
): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : clip(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload);
  const lines = [
    `${request.method} ${clip(request.url, 300)} as ${request.caller} (${request.note})`,
    `headers: ${clip(JSON.stringify({ ...request.headers, authorization: request.headers.authorization ? '…' : undefined }), 300)}`,
    `payload: ${JSON.stringify(payload)}`,
  ];
  if (response)
    lines.push(
      `answer: ${response.statusCode} ${String(response.headers['content-type'] ?? '')} ${clip(response.body, 1000)}`,
    );
  lines.push(`repeat with FUZZ_SEED=${BASE_SEED} FUZZ_ROUTE=${JSON.stringify(routeName(route))}`);
  return lines.join('\n');
}

/** The envelope every /api/v1 JSON answer has (DESIGN §4), an error one for 4xx. */
function assertEnvelope(route: RouteEntry, request: FuzzRequest, response: LightMyRequestResponse) {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/v1')) return;
  const status = response.statusCode;
  // HEAD has no body; OPTIONS is the CORS preflight's, not an API route's.
  if (request.method === 'HEAD' || request.method === 'OPTIONS' || status === 204) return;
  // The gateway's callbacks send the payer's browser on with a redirect.
  if (status >= 300 && status < 400 && /^\/api\/v1\/payment\/(success|fail|cancel)$/.test(path)) return;
  if (status === 200 && route.url === '/api/v1/uploads/:name') return;
  // A private file through its signed link (classroom-files.test.ts reads it); its refusals are the envelope.
  if (status === 200 && route.url === '/api/v1/batch-files/:token') return;
  // A calendar file is iCalendar (calendar-feed.test.ts reads it); its refusals are the envelope.
  if (status === 200 && route.url === '/api/v1/calendar/feed/:file') {
    assert.match(
      String(response.headers['content-type'] ?? ''),
      /^text\/calendar/,
      describeExchange(route, request, response),
    );
    return;
  }
  const where = () => describeExchange(route, request, response);
  assert.match(String(response.headers['content-type'] ?? ''), /^application\/json/, where());
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    assert.fail(`the answer is not JSON\n${where()}`);
  }
  assert.ok(body && typeof body === 'object' && !Array.isArray(body), where());
  assert.equal(body.statusCode, status, where());
  assert.equal(typeof body.message, 'string', where());
  assert.ok('data' in body, where());
  assert.equal(body.success, status < 400, where());
  if (status >= 400) {
    assert.equal(body.data, null, where());
    if (body.errors !== undefined) {
      assert.ok(body.errors && typeof body.errors === 'object', where());
      for (const value of Object.values(body.errors)) assert.equal(typeof value, 'string', where());
    }
    assert.doesNotMatch(response.body, /\n\s+at |node_modules|drizzle|ZodError|FST_/, where());
  }
}

forEachDatabase((kind) => {
  let t: TestApp;
  let world: FuzzWorld;
  let snapshot: () => Promise<DatabaseSnapshot>;
  /** The last snapshot taken, while nothing can have changed since. */
  let known: DatabaseSnapshot | null = null;
  const statuses = new Map<number, number>();

  before(async () => {
    const simulator = quietSimulator();
    t = await startTestApp(kind, { payments: simulator });
    world = new FuzzWorld(t, simulator);
    await world.replenish();
    const tables = await databaseSnapshotter(t.database);
    const folders: Record<string, string> = {};
    if (t.config.storage.kind === 'local') folders.uploads = t.config.storage.dir;
    if (t.config.mail.kind === 'outbox') folders.outbox = t.config.mail.dir;
    snapshot = async () => ({ ...(await tables()), ...folderSnapshot(folders) });
  });
  after(() => t.close());

  /** Sends one request and checks the three properties; answers the response. */
  async function send(route: RouteEntry, request: FuzzRequest): Promise<LightMyRequestResponse> {
    const before = known ?? (await snapshot());
    known = null;
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      t.request({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), REQUEST_TIMEOUT_MS);
      }),
    ])
      .catch((error: unknown) => assert.fail(`${String(error)}\n${describeExchange(route, request)}`))
      .finally(() => clearTimeout(timer));

    if (STATS) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    assert.ok(
      response.statusCode < 500,
      `a ${response.statusCode}\n${describeExchange(route, request, response)}`,
    );
    assertEnvelope(route, request, response);
    if (response.statusCode >= 400) {
      const after = await snapshot();
      const changed = changedTables(before, after);
      assert.deepEqual(
        changed,
        [],
        `a ${response.statusCode} changed ${changed.join(', ')}\n${describeExchange(route, request, response)}`,
      );
      known = after;
    }
    return response;
  }

  /**
   * Sends requests at once: whatever the interleaving, none may fail with a 5xx or leave the envelope
   * (a 4xx may follow another one's change, so the snapshot is not compared here).
   */
  async function sendAtOnce(exchanges: { route: RouteEntry; request: FuzzRequest }[]): Promise<void> {
    known = null;
    const answers = await Promise.all(
      exchanges.map(({ route, request }) =>
        t
          .request({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          })
          .catch((error: unknown) => assert.fail(`${String(error)}\n${describeExchange(route, request)}`)),
      ),
    );
    answers.forEach((response, index) => {
      const { route, request } = exchanges[index]!;
      if (STATS) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const others = exchanges.map((exchange) => `${exchange.request.method} ${exchange.request.url}`);
      assert.ok(
        response.statusCode < 500,
        `a ${response.statusCode} when sent together with ${others.join(', ')}\n${describeExchange(route, request, response)}`,
      );
      assertEnvelope(route, request, response);
    });
  }

  /** Which callers get past the route's sign-in and role check (the rest are still sent, less often). */
  async function callersOf(route: RouteEntry): Promise<Caller[]> {
    const allowed: Caller[] = [];
    for (const caller of CALLERS) {
      const token = world.token(caller);
      const response = await send(route, {
        caller,
        method: route.method,
        url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x'),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        note: 'probe',
      });
      const refused =
        response.statusCode === 401 ||
        (response.statusCode === 403 && response.json().message === 'You do not have permission to do this');
      if (!refused) allowed.push(caller);
    }
    return allowed.length > 0 ? allowed : [...CALLERS];
  }

  test('router errors answer the error envelope: a path that is not percent-encoding, a parameter too long', async () => {
    const token = world.token('student')!;
    for (const [url, status, message] of [
      ['/api/v1/users/get-user/%ZZ', 400, 'Invalid request'],
      ['/api/v1/users/get-user/%C0%AF', 400, 'Invalid request'],
      [`/api/v1/users/get-user/${'a'.repeat(101)}`, 414, 'Request URL is too long'],
    ] as const) {
      const response = await t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(response.json(), { statusCode: status, data: null, message, success: false });
    }
  });

  test(`every route holds up to fuzzed requests (seed ${BASE_SEED})`, async (ctx) => {
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/v1/') || route.url.startsWith('/payment/simulator/'),
    );
    assert.ok(routes.length >= 60, `the route table lists the API (${routes.length} routes)`);
    /** FUZZ_ROUTE picks the subtests to run, by name. */
    const picked = (name: string) => name.includes(ROUTE_FILTER);

    // Logging out ends the caller's session: probed last, then everyone signs in again.
    const probeOrder = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const callers = new Map<RouteEntry, Caller[]>();
    for (const route of probeOrder) callers.set(route, await callersOf(route));
    const plans: RouteFuzz[] = routes.map((route) => ({
      route,
      kind: routeKind(route),
      callers: callers.get(route)!,
    }));

    for (const plan of plans.filter((candidate) => picked(routeName(candidate.route)))) {
      await ctx.test(routeName(plan.route), async () => {
        const slow = SLOW_ROUTES.test(plan.route.url);
        const runs = slow ? Math.ceil(RUNS / 2) : RUNS;
        const seed = seedOf(plan.route);
        statuses.clear();
        const started = Date.now();
        if (plan.route.method !== 'GET') {
          // Races first, on fresh records: the same plausible request three times at once.
          await world.replenish();
          await fc.assert(
            fc.asyncProperty(
              requestsFor(plan, world.pools, (caller) => world.token(caller), { plausible: true }),
              async (request) => sendAtOnce([1, 2, 3].map(() => ({ route: plan.route, request }))),
            ),
            { numRuns: slow ? 3 : CONCURRENT_RUNS, seed, endOnFailure: true, includeErrorInReport: true },
          );
        }
        await world.replenish();
        known = null;
        await fc.assert(
          fc.asyncProperty(
            requestsFor(plan, world.pools, (caller) => world.token(caller)),
            async (request) => {
              await send(plan.route, request);
            },
          ),
          { numRuns: runs, seed, endOnFailure: true, includeErrorInReport: true },
        );
        if (STATS) {
          const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
          ctx.diagnostic(`${routeName(plan.route)}: ${counts.join(' ')} in ${Date.now() - started} ms`);
        }
      });
    }

    const together = 'plausible requests to different routes at once';
    if (picked(together))
      await ctx.test(together, async () => {
        // Logging out would only sign the callers out for the rest of the run.
        const writers = plans.filter(
          (plan) =>
            plan.route.method !== 'GET' &&
            (plan.kind === 'json' || plan.kind === 'upload') &&
            !plan.route.url.endsWith('/logout'),
        );
        let runs = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              fc
                .constantFrom(...writers)
                .chain((plan) =>
                  requestsFor(plan, world.pools, (caller) => world.token(caller), { plausible: true }).map(
                    (request) => ({ route: plan.route, request }),
                  ),
                ),
              { minLength: 2, maxLength: 4 },
            ),
            async (exchanges) => {
              if (runs++ % 10 === 0) await world.replenish();
              await sendAtOnce(exchanges);
            },
          ),
          { numRuns: RUNS, seed: BASE_SEED, endOnFailure: true, includeErrorInReport: true },
        );
      });

    const unrouted = 'paths and methods no route declares';
    if (picked(unrouted))
      await ctx.test(unrouted, async () => {
        const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
        const paths = fc.oneof(
          fc.constantFrom(...routes.map((route) => route.url.replace(/:[A-Za-z]+/g, 'x'))),
          fc.constantFrom(...HOSTILE_SEGMENTS).map((segment) => `/api/v1/${segment}`),
          fc.constantFrom('/api/v1', '/api/v1/', '/api/v1//post//posts', `/api/v1/${'a/'.repeat(5000)}`),
          fc.webPath().map((path) => `/api/v1${path.startsWith('/') ? path : `/${path}`}`),
        );
        const route: RouteEntry = {
          method: 'GET',
          url: '/api/v1/*',
          schema: undefined,
          keepsReadCaches: false,
        };
        await fc.assert(
          fc.asyncProperty(methods, paths, fc.constantFrom(...CALLERS), async (method, url, caller) => {
            const token = world.token(caller);
            await send(route, {
              caller,
              method,
              url,
              headers: token ? { authorization: `Bearer ${token}` } : {},
              note: 'unrouted',
            });
          }),
          { numRuns: RUNS * 2, seed: BASE_SEED, endOnFailure: true, includeErrorInReport: true },
        );
      });
  });
});
