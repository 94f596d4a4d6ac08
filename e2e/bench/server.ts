// The server under test: the production bundle on a scratch embedded database (or BENCH_DATABASE_URL's
// PostgreSQL), started and stopped between steps; grow-data fills the same database while it is stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverLaunch } from '../../scripts/lib.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDist = path.join(repoRoot, 'server/dist');
/** The synthetic users' password, so the workload can sign them in. */
export const GROWN_PASSWORD = 'Bench-Grown-2026';
export { DEMO_PASSWORD } from '../support/users';

/** Newest modification time under a directory, in ms. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);
}

/** Rebuilds the server bundle when it is missing or older than its source. */
export function ensureServerBuild(): void {
  const bundleTime = (name: string) => {
    try {
      return statSync(path.join(serverDist, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const sources = ['server/src', 'server/drizzle', 'shared-api/src'].map((dir) =>
    newest(path.join(repoRoot, dir)),
  );
  if (Math.min(bundleTime('main.js'), bundleTime('grow-data.js')) >= Math.max(...sources)) return;
  console.log('server/dist is missing or older than its source: building the server');
  const built = spawnSync('pnpm', ['--filter', '@pathshala/server', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server build failed');
}

/**
 * The pool the README advises: about twice the database server's cores. When that server is this machine, the
 * bench knows its cores; a pool of another machine's PostgreSQL is the caller's to give (DATABASE_POOL_SIZE).
 */
function poolFor(databaseUrl: string): NodeJS.ProcessEnv {
  if (process.env.DATABASE_POOL_SIZE) return {};
  const host = new URL(databaseUrl).hostname;
  const local = host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return local ? { DATABASE_POOL_SIZE: String(2 * availableParallelism()) } : {};
}

export class BenchServer {
  readonly base: string;
  readonly dataDir: string;
  private readonly ownsDataDir: boolean;
  private child: ChildProcess | undefined;

  /**
   * `dataDir` shares another server's (a second instance of one deployment on PostgreSQL: the same generated
   * APP_SECRET, so either instance accepts the other's tokens); by default a scratch folder of its own.
   */
  constructor(
    private readonly port: number,
    private readonly databaseUrl: string | undefined,
    dataDir?: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.ownsDataDir = dataDir === undefined;
    this.dataDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
    process.on('exit', () => this.dispose());
  }

  private env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATA_DIR: this.dataDir,
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl, ...poolFor(this.databaseUrl) } : {}),
    };
  }

  /**
   * Starts the production server with the demo data. TRUST_PROXY: the workload's clients sign in from
   * addresses of their own (X-Forwarded-For), as people behind the deployment's proxy do, so the per-address
   * sign-in limit sees many people rather than one loopback address; the workload plays that one proxy.
   */
  async start(): Promise<void> {
    // Launched as `npm run serve` launches it (serverLaunch), but directly, so its RSS is the server's.
    const launch = serverLaunch(this.databaseUrl);
    this.child = spawn(process.execPath, [...launch.nodeArgs, path.join(serverDist, 'main.js')], {
      cwd: repoRoot,
      env: {
        ...launch.env,
        ...this.env(),
        PORT: String(this.port),
        SEED_DEMO: 'true',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        PAYMENT_PROVIDER: 'simulator',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i += 1) {
      const ready = await fetch(`${this.base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (i > 300 || this.child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Stops the server and waits for it to exit, so the embedded database is closed before grow-data opens it. */
  async stop(): Promise<void> {
    const running = this.child;
    this.child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  /** Resident memory of the server process (its embedded database included), in MB. */
  rssMb(): number {
    if (!this.child?.pid) return 0;
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  }

  /** CPU time (user and system) the server process has used so far, in ms: its embedded database's thread included. */
  cpuMs(): number {
    return this.child?.pid ? processCpuMs(this.child.pid) : 0;
  }

  /**
   * Grows the (stopped) server's database to `posts` posts and 10,000 synthetic users; answers the seconds taken
   * and what grow-data reported (on PostgreSQL, whether the posts fit in its buffers too).
   */
  grow(posts: number): { seconds: number; report: string } {
    const started = Date.now();
    const grown = spawnSync(
      process.execPath,
      [
        path.join(serverDist, 'grow-data.js'),
        '--posts',
        String(posts),
        '--password',
        GROWN_PASSWORD,
        '--quiet',
      ],
      { cwd: repoRoot, env: this.env(), stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
    );
    if (grown.status !== 0) throw new Error('grow-data failed');
    return { seconds: (Date.now() - started) / 1000, report: grown.stdout.trim() };
  }

  dispose(): void {
    this.child?.kill('SIGTERM');
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's CPU time (user and system) so far, in ms; 0 once it has gone. */
function processCpuMs(pid: number | string): number {
  try {
    // The fields after the command name (which may hold spaces, hence from its closing parenthesis): utime
    // and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU time so far of every PostgreSQL process on this machine, in ms: with BENCH_DATABASE_URL on a local
 * server, what the bench's statements cost it (the pool's connections live through a run). 0 when none runs here.
 */
export function postgresCpuMs(): number {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
          ? sum + processCpuMs(pid)
          : sum;
      } catch {
        return sum;
      }
    }, 0);
}

/**
 * The whole machine's CPU time so far, in ms: busy (every state but idle and waiting for I/O) and in all, summed
 * over its cores (/proc/stat). Read around a run, it says how much of the machine the run left unused.
 */
export function machineCpuMs(): { busy: number; all: number } {
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const all = ticks.reduce((sum, tick) => sum + (Number.isFinite(tick) ? tick : 0), 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: ((all - idle) * 1000) / CLOCK_TICKS, all: (all * 1000) / CLOCK_TICKS };
}

/** Samples a server's RSS every 100 ms while `work` runs; answers its result and the peak. */
export async function withPeakRss<T>(server: BenchServer, work: () => Promise<T>): Promise<[T, number]> {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 100);
  try {
    const result = await work();
    return [result, Math.max(peak, server.rssMb())];
  } finally {
    clearInterval(timer);
  }
}
