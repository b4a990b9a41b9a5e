import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../../../../db/connection-errors';
import { type Db } from '../../../../db/database';

/**
 * Where the sandbox processor writes its ledger, so that it behaves as a processor outside
 * the shop does: a charge it made stays made whatever becomes of the shop's transaction that
 * asked for it (rolled back by a failure, or by an instance killed mid-payment).
 *
 * On PostgreSQL it keeps one connection of the pool to itself, from the instance's start
 * (`open`), and writes through it, each statement committed at once. Never a connection taken from the pool when
 * needed: a payment holds its own connection and its products' locks while it charges, and
 * every other connection may be held by payments waiting for those locks, so one more would
 * never come (the pool gives up after 10 s and the charge fails). A statement that fails
 * drops the connection, and another is kept at once; one that found the connection gone
 * (PostgreSQL restarted, say) runs again on the new one.
 *
 * PGlite has one session, and while a payment charges it is the payment's transaction's: there
 * the ledger is written through that transaction (`caller`), and a charge the shop rolls back
 * is rolled back at the sandbox too, as if never made. Elsewhere, through the database.
 */
export class ProcessorConnection {
  private held: Promise<Kept> | undefined;
  private closed = false;
  private kind: Promise<SessionKind> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * Keeps the connection now, before any payment needs it (see above): called as the instance
   * starts, not by what only builds the services (a command line closing its pool at once).
   * A failure is not thrown: the connection is kept on first use instead.
   */
  async open(): Promise<void> {
    try {
      if ((await this.sessionKind(this.db)) === 'pool') await this.keep();
    } catch {
      // Kept on first use.
    }
  }

  /**
   * Runs ledger statements on the processor's own connection; on PGlite, on `caller` or the
   * database. `work` must be safe to run twice: when the connection turns out to be gone, it
   * runs once more on a new one.
   */
  async run<T>(work: (db: Db) => Promise<T>, caller?: Db, again = true): Promise<T> {
    if ((await this.sessionKind(caller ?? this.db)) === 'one session') return work(caller ?? this.db);
    const held = this.keep();
    const kept = await held;
    try {
      return await work(kept.db);
    } catch (error) {
      if (this.held === held) this.held = undefined;
      kept.release();
      if (this.closed) throw error;
      if (again && isDatabaseUnavailable(error)) return this.run(work, caller, false);
      void this.keep().catch(() => undefined);
      throw error;
    }
  }

  /** Gives the connection back to the pool, which waits for it before it closes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.kind?.catch(() => undefined);
    const held = this.held;
    this.held = undefined;
    const kept = await held?.catch(() => undefined);
    kept?.release();
    await kept?.done;
  }

  /** Asked once, `via` the caller's transaction when there is one (PGlite's one session is its). */
  private sessionKind(via: Db): Promise<SessionKind> {
    if (!this.kind) {
      const kind = sessionKindOf(via);
      kind.catch(() => {
        if (this.kind === kind) this.kind = undefined;
      });
      this.kind = kind;
    }
    return this.kind;
  }

  private keep(): Promise<Kept> {
    if (this.closed) return Promise.reject(new Error('the sandbox processor is closed'));
    if (!this.held) {
      const held = holdConnection(this.db);
      held.catch(() => {
        if (this.held === held) this.held = undefined;
      });
      this.held = held;
    }
    return this.held;
  }
}

interface Kept {
  db: Db;
  release(): void;
  /** Settles once the connection is back in the pool. */
  done: Promise<void>;
}

/** A connection of the pool, held until released. */
function holdConnection(db: Db): Promise<Kept> {
  return new Promise<Kept>((resolve, reject) => {
    let release = () => {};
    const released = new Promise<void>((resolveRelease) => (release = resolveRelease));
    let given = false;
    const done = db
      .connection()
      .execute(async (connection) => {
        given = true;
        resolve({ db: connection, release, done: done.catch(() => undefined) });
        await released;
      })
      .catch((error: unknown) => {
        if (!given) reject(error instanceof Error ? error : new Error(String(error)));
      });
  });
}

type SessionKind = 'one session' | 'pool';

/** PGlite names itself in its version; a PostgreSQL server serves many sessions. */
async function sessionKindOf(db: Db): Promise<SessionKind> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return /PGlite/.test(rows[0]?.version ?? '') ? 'one session' : 'pool';
}
