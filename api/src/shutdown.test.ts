import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_TIMEOUTS } from './http/server-timeouts';

// Issue 13, item 3: on SIGTERM the API finishes the requests in flight, takes no new
// connections, closes its database and exits 0. The API runs as `npm start -w api` does, on
// a PGlite data folder of its own whatever the project: once, under `api` (its database global
// is '', read as seed-cli.test.ts reads it).
// Issue 27, item 3: first it drains for DRAIN_MS: readiness answers 503 at once while
// requests are still served and liveness holds, so balancers stop sending traffic first.

const DRAIN_MS = 1500;

const server = path.join(__dirname, 'server.ts');
let dataDir: string;
let child: ChildProcess;
let output = '';

function waitForOutput(pattern: RegExp, ms = 120_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const match = pattern.exec(output);
      if (match) resolve(match);
      else if (Date.now() - started > ms) reject(new Error(`no ${pattern} in:\n${output}`));
      else setTimeout(check, 50);
    };
    check();
  });
}

const connectTo = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Everything the server writes on the socket until it closes it. */
const answerOf = (socket: Socket) =>
  new Promise<{ received: string; heldMs: number }>((resolve) => {
    let received = '';
    let answeredAt = 0;
    socket.on('data', (chunk) => {
      answeredAt ||= Date.now();
      received += chunk.toString('utf8');
    });
    socket.on('close', () => resolve({ received, heldMs: Date.now() - answeredAt }));
  });

(globalThis.__TEST_DATABASE_URL__ ? describe.skip : describe)('npm start -w api', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_PRODUCTS: '30',
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
      DRAIN_MS: String(DRAIN_MS),
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains on SIGTERM, then finishes a request in flight, refuses new connections, closes the database, exits 0', async () => {
    const [, port] = await waitForOutput(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const body = JSON.stringify({ email: 'ana@example.com', password: 'a guess' });
    const inFlight = await connectTo(Number(port));
    const answer = answerOf(inFlight);
    // Headers and half the body: a request the server has begun and is waiting on.
    inFlight.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    inFlight.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    child.kill('SIGTERM');
    await waitForOutput(/stopping: readiness now fails/);
    const drainStarted = Date.now();
    const probe = (path: string) =>
      fetch(`http://127.0.0.1:${port}/api/health/${path}`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
    expect(await probe('ready')).toEqual({
      status: 503,
      body: { status: 'not_ready', failing: ['draining'] },
    });
    expect(await probe('live')).toEqual({ status: 200, body: { status: 'live' } });
    await waitForOutput(/shutting down/);
    expect(Date.now() - drainStarted).toBeGreaterThan(DRAIN_MS / 2);
    await expect(connectTo(Number(port))).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    inFlight.write(body.slice(10));
    const { received, heldMs } = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 401 [\s\S]*Email o contraseña incorrectos/);
    // Its connection is closed once answered, not held idle for the keep-alive timeout.
    expect(heldMs).toBeLessThan(SERVER_TIMEOUTS.keepAliveMs / 2);
    expect(await exited).toBe(0);
    expect(output).toContain('shut down');
    // PGlite closed: its lock (db/pglite-lock.ts) is gone.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 180_000);
});
