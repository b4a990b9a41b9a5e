// Starts the shop exactly as `npm start` serves it (tooling/server/start.ts), on a free port
// with a fresh data directory, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One GET without keep-alive: a pooled socket would keep the test runner alive after it ends. */
function isHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with code ${child.exitCode}`);
    if (await isHealthy(`${baseUrl}/api/health`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`shop server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** A fresh, empty data directory for a test shop. */
export function newDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
}

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
}

export async function startShop(
  env: Record<string, string> = {},
  script = 'tooling/server/start.ts',
): Promise<RunningShop> {
  // A port chosen beforehand (env.PORT: start:cluster's instances take PORT, PORT+1, …), or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A data directory prepared beforehand (env.DATA_DIR, e.g. with the orders fixture), or a fresh one.
  const dataDir = env.DATA_DIR ?? newDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 120_000);
  return { baseUrl, dataDir, process: child };
}

export async function stopShop(shop: Pick<RunningShop, 'process'>): Promise<void> {
  if (shop.process.exitCode !== null) return;
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  shop.process.kill('SIGTERM');
  // unref: the grace timer must not keep the test runner alive once the shop has exited.
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  if (shop.process.exitCode === null) shop.process.kill('SIGKILL');
}
