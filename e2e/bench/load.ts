// A small closed-loop HTTP load generator: N keep-alive connections, each sending its next request as soon as
// the previous one answers, for a fixed time. Bounded in count and time; loopback only. Given several
// requests, the connections take them in turn (request n goes to n mod the list's length).
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  throughput: number;
}

export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function load(
  baseUrl: string,
  requests: LoadRequest | readonly LoadRequest[],
  connections: number,
  seconds: number,
) {
  const url = new URL(baseUrl);
  const list: readonly LoadRequest[] = Array.isArray(requests) ? requests : [requests as LoadRequest];
  let sent = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const request = list[sent++ % list.length] as LoadRequest;
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: request.path,
          method: request.method ?? 'GET',
          agent,
          headers: request.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 500) >= 400) errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(request.body);
    });

  const worker = async () => {
    while (Date.now() < end) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    throughput: latencies.length / elapsed,
  } satisfies LoadResult;
}
