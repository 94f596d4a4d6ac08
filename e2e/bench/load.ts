// A small closed-loop HTTP load generator: N keep-alive connections, each sending its next request as soon as
// the previous one answers, for a fixed time. Bounded in count and time; loopback only. Request n is
// `requests(n)` (or the list's n mod length-th entry), so a run can mix routes; figures are kept per name.
// Given several base URLs (instances of one deployment), the connections are spread over them in turn, as a
// load balancer spreads its clients.
import http from 'node:http';

export interface LoadFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  throughput: number;
  /** Answers the server's read cache gave (`Server-Timing: cache;desc=hit`), of those that say either way. */
  cacheHits: number;
  cacheAnswers: number;
}

export interface LoadResult extends LoadFigures {
  /** The same figures for each request name. */
  byName: Map<string, LoadFigures>;
  /** A few of the failures, for the report: `name → status or error`. */
  failures: string[];
}

export interface LoadRequest {
  /** Groups the figures; defaults to the method and path without its query. */
  name?: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * What every request says as a browser does (Chromium's Accept-Encoding), so that the server's work is what
 * people's requests cost: its compression of each answer of 1 KB or more included. A request's own headers win.
 */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export type Requests = LoadRequest | readonly LoadRequest[] | ((n: number) => LoadRequest);

/** The `p`th percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Tally {
  latencies: number[];
  errors: number;
  cacheHits: number;
  cacheAnswers: number;
}

function figures({ latencies, errors, cacheHits, cacheAnswers }: Tally, seconds: number): LoadFigures {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    cacheHits,
    cacheAnswers,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    throughput: latencies.length / seconds,
  };
}

const nameOf = (request: LoadRequest) =>
  request.name ?? `${request.method ?? 'GET'} ${request.path.replace(/\?.*$/, '')}`;

export async function load(
  baseUrl: string | readonly string[],
  requests: Requests,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const urls = (typeof baseUrl === 'string' ? [baseUrl] : baseUrl).map((base) => new URL(base));
  const next: (n: number) => LoadRequest =
    typeof requests === 'function'
      ? requests
      : Array.isArray(requests)
        ? (n) => requests[n % requests.length] as LoadRequest
        : () => requests as LoadRequest;
  let sent = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const perName = new Map<string, Tally>();
  const failures: string[] = [];
  const end = Date.now() + seconds * 1000;

  const record = (name: string, latency: number | null, failure: string | null, cache?: string) => {
    let entry = perName.get(name);
    if (!entry) perName.set(name, (entry = { latencies: [], errors: 0, cacheHits: 0, cacheAnswers: 0 }));
    if (latency !== null) entry.latencies.push(latency);
    if (cache !== undefined) {
      entry.cacheAnswers += 1;
      if (cache === 'hit') entry.cacheHits += 1;
    }
    if (failure !== null) {
      entry.errors += 1;
      if (failures.length < 10) failures.push(`${name} → ${failure}`);
    }
  };

  const once = (url: URL) =>
    new Promise<void>((resolve) => {
      const request = next(sent++);
      const name = nameOf(request);
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: request.path,
          method: request.method ?? 'GET',
          agent,
          headers: { ...AS_A_BROWSER, ...request.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const cache = /cache;desc="?(hit|miss)/.exec(String(res.headers['server-timing'] ?? ''))?.[1];
            record(name, performance.now() - started, status >= 400 ? String(status) : null, cache);
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        record(name, null, error.message);
        resolve();
      });
      req.end(request.body);
    });

  const worker = async (url: URL) => {
    while (Date.now() < end) await once(url);
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(urls[index % urls.length]!)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();

  const byName = new Map([...perName].map(([name, entry]) => [name, figures(entry, elapsed)] as const));
  const all = [...perName.values()];
  const sum = (of: (entry: Tally) => number) => all.reduce((total, entry) => total + of(entry), 0);
  return {
    ...figures(
      {
        latencies: all.flatMap((entry) => entry.latencies),
        errors: sum((entry) => entry.errors),
        cacheHits: sum((entry) => entry.cacheHits),
        cacheAnswers: sum((entry) => entry.cacheAnswers),
      },
      elapsed,
    ),
    byName,
    failures,
  };
}
