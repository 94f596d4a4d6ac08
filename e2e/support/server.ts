// Starts the built portal with `npm run serve` on a free port and a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** What the server has written to stdout and stderr so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-e2e-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the portal did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
