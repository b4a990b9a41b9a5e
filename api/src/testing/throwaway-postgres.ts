import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from 'tooling-testing/shop-process';

// A PostgreSQL cluster of a test's own (initdb into a temporary folder, on a free port),
// which the test may stop and start again: for faults the shared test server cannot take.
// Uses Debian's binaries as .ci/run does (/usr/lib/postgresql/<version>/bin); as root the
// server runs as the `postgres` user, which PostgreSQL requires.

const run = promisify(execFile);
const DEBIAN_PG = '/usr/lib/postgresql';

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  /** pg_ctl stop: `immediate` is a crash (no shutdown checkpoint, clients cut off). */
  stop(mode?: StopMode): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it (immediately) and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest Debian PostgreSQL bin folder with initdb, or undefined (tests skip). */
export function postgresBinDir(): string | undefined {
  if (!existsSync(DEBIAN_PG)) return undefined;
  const versions = readdirSync(DEBIAN_PG)
    .filter((version) => existsSync(join(DEBIAN_PG, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(DEBIAN_PG, newest, 'bin') : undefined;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A PostgreSQL command line, as the postgres user when this process is root. */
async function asPostgres(command: string): Promise<void> {
  if (userInfo().uid === 0) await run('su', ['postgres', '-s', '/bin/sh', '-c', command]);
  else await run('/bin/sh', ['-c', command]);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL binaries under ${DEBIAN_PG}/*/bin`);
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  if (userInfo().uid === 0) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const port = await freePort();
  const data = quote(dir);
  // fsync off: a throwaway cluster need not survive the machine crashing, only its own stops.
  const options = quote(`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`);
  await asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres -E UTF8 --no-sync >/dev/null`);

  const start = () =>
    asPostgres(
      `${bin}/pg_ctl -D ${data} -o ${options} -l ${quote(join(dir, 'server.log'))} -w start >/dev/null`,
    );
  const stop = (mode: StopMode = 'fast') =>
    asPostgres(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop >/dev/null`);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
