import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/** The lock's file name, beside PGlite's folder in DATA_DIR. */
export const PGLITE_LOCK_FILE = 'pglite.lock';

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** A lock file without a pid yet is being written by the process that just made it. */
const BEING_WRITTEN_MS = 10_000;

export class PGliteInUseError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number | undefined,
  ) {
    super(
      `the shop's database in ${file.replace(/\/[^/]+$/, '')} is open in another process` +
        `${pid ? ` (pid ${pid})` : ''}. ` +
        'PGlite serves one process at a time: stop that process first (PostgreSQL, DATABASE_URL, ' +
        `serves many). If no such process runs, delete ${file}.`,
    );
    this.name = 'PGliteInUseError';
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid the lock names; undefined while it is being written, NaN when it names none. */
function holderOf(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return Number.NaN; // Released meanwhile: nobody holds it.
  }
  const pid = Number.parseInt(text, 10);
  if (Number.isSafeInteger(pid) && pid > 0) return pid;
  try {
    return Date.now() - statSync(file).mtimeMs < BEING_WRITTEN_MS ? undefined : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the data folder's PGlite for this process, or throws PGliteInUseError naming the
 * process that has it. PGlite is PostgreSQL in one process: two processes writing one data
 * folder (the shop and `npm run staff:invite`, say) would corrupt it, and PGlite itself does
 * not refuse the second. A lock left by a process that died (kill -9) is taken over. The
 * answer releases the lock; call it after closing the database.
 */
export function lockPGliteDir(file: string): () => void {
  if (held.has(file)) throw new PGliteInUseError(file, process.pid);
  for (let attempt = 0; !tryCreate(file); attempt += 1) {
    const pid = holderOf(file);
    if (pid === undefined || (!Number.isNaN(pid) && isAlive(pid)) || attempt > 0)
      throw new PGliteInUseError(file, pid);
    try {
      unlinkSync(file); // Left by a process that is gone.
    } catch {
      // Another process took it over first: the next attempt sees its pid.
    }
  }
  held.add(file);
  return () => {
    if (!held.delete(file)) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
