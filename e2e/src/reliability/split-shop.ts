// A shop in split mode (`npm run start:split`) for one test file: the API and shell on one
// origin, each remote from its own server process and origin. The browser helpers of
// ../support (baseUrl(), postToApi, openContext) are pointed at it while the file runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { seedE2eStaff } from '../support/fixtures/e2e-staff-fixture';
import { waitUntilAnswering } from 'tooling-server/wait-until-answering';
import { REPO_ROOT, type RunningShop, newDataDir, startShop, stopShop } from 'tooling-testing/shop-process';

export interface SplitShop {
  /** The shell's origin, as the remotes allow it (localhost, not 127.0.0.1). */
  url: string;
  dataDir: string;
  /** Each remote's origin, as /remotes.json names it. */
  remoteOrigins: Record<RemoteName, string>;
  /** Stops a remote's server at once, as a crash would (SIGKILL). */
  killRemote(remote: RemoteName): Promise<void>;
  /** Starts a remote's server again on its port, as its team would after a crash. */
  restartRemote(remote: RemoteName): Promise<void>;
  /** Starts again every remote server killed and not restarted yet (between tests). */
  restartKilled(): Promise<void>;
}

function waitForExit(pid: number): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => {
      try {
        process.kill(pid, 0);
        setTimeout(poll, 50);
      } catch {
        resolve();
      }
    };
    poll();
  });
}

/** Waits until a remote's server answers its origin (any status: it is listening). */
async function waitForListening(origin: string): Promise<void> {
  if (!(await waitUntilAnswering(origin, 60_000))) throw new Error(`nothing answers at ${origin}`);
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * Starts a split shop before the file's tests (with the e2e staff member when asked) and
 * stops it, and every remote server the tests restarted, after them.
 */
export function splitShopForFile(options: { withStaff?: boolean } = {}): () => SplitShop {
  let shop: RunningShop | undefined;
  let split: SplitShop | undefined;
  const restarted: ChildProcess[] = [];
  const previous = { base: process.env.E2E_BASE_URL, data: process.env.E2E_DATA_DIR };

  beforeAll(async () => {
    const dataDir = newDataDir();
    if (options.withStaff) seedE2eStaff(dataDir);
    const remoteBasePort = 20_000 + Math.floor(Math.random() * 20_000);
    shop = await startShop(
      { DATA_DIR: dataDir, RATE_LIMIT: 'off', REMOTE_BASE_PORT: String(remoteBasePort), HOST: '0.0.0.0' },
      'tooling/server/start-split.ts',
    );
    const url = shop.baseUrl.replace('127.0.0.1', 'localhost');
    const remoteOrigins = Object.fromEntries(
      REMOTE_NAMES.map((remote, index) => [remote, `http://localhost:${remoteBasePort + index}`]),
    ) as Record<RemoteName, string>;
    const pids = () =>
      JSON.parse(readFileSync(path.join(dataDir, 'remote-servers.json'), 'utf8')) as Record<
        RemoteName,
        number
      >;
    const restartedPids: Partial<Record<RemoteName, number>> = {};
    const down = new Set<RemoteName>();
    await Promise.all(Object.values(remoteOrigins).map(waitForListening));
    split = {
      url,
      dataDir,
      remoteOrigins,
      async killRemote(remote) {
        const pid = restartedPids[remote] ?? pids()[remote];
        process.kill(pid, 'SIGKILL');
        down.add(remote);
        await waitForExit(pid);
      },
      async restartRemote(remote) {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(REPO_ROOT, 'tooling', 'server', 'serve-remote.ts'),
            remote,
            new URL(remoteOrigins[remote]).port,
            url,
          ],
          { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        restarted.push(child);
        restartedPids[remote] = child.pid!;
        down.delete(remote);
        await waitForListening(remoteOrigins[remote]);
      },
      async restartKilled() {
        for (const remote of [...down]) await split!.restartRemote(remote);
      },
    };
    // The support helpers (accounts, products, pages) talk to this shop while the file runs.
    process.env.E2E_BASE_URL = url;
    process.env.E2E_DATA_DIR = dataDir;
  }, 180_000);

  afterAll(async () => {
    restoreEnv('E2E_BASE_URL', previous.base);
    restoreEnv('E2E_DATA_DIR', previous.data);
    for (const child of restarted) if (child.exitCode === null) child.kill('SIGKILL');
    if (shop) await stopShop(shop);
  });

  return () => {
    if (!split) throw new Error('the split shop has not started');
    return split;
  };
}
