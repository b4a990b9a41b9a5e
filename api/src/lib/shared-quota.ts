import { sql } from 'kysely';
import { type Db } from '../db/database';

/** Keyed quotas leave a row per key: every this many takes, rows of ended windows go. */
const PRUNE_EVERY = 500;

/** What a quota's user needs: one use counted, or the wait until the window ends. */
export interface Quota {
  /** Counts one use and answers 0, or answers the milliseconds until the window ends (counting nothing). */
  take(key?: string): Promise<number>;
}

/**
 * A fixed-window quota kept in the database (table shared_quotas), so that it holds across
 * API instances. Without a key it is one quota (one row, `name`); with one, each key has its
 * own window (row `name:key`). One statement, under the row's lock: two instances cannot both
 * take the last use.
 */
export class SharedQuota implements Quota {
  private takes = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key?: string): Promise<number> {
    const now = this.now();
    const name = key === undefined ? this.name : `${this.name}:${key}`;
    if (key !== undefined && ++this.takes % PRUNE_EVERY === 0) await this.pruneEnded(now);
    const at = new Date(now);
    const windowOver = sql<boolean>`shared_quotas.window_start <= ${new Date(now - this.windowMs)}`;
    const taken = await this.db
      .insertInto('shared_quotas')
      .values({ name, window_start: at, used: 1 })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({
            window_start: sql`case when ${windowOver} then ${at} else shared_quotas.window_start end`,
            used: sql`case when ${windowOver} then 1 else shared_quotas.used + 1 end`,
          })
          .where((eb) => eb.or([windowOver, eb('shared_quotas.used', '<', this.max)])),
      )
      .returning('used')
      .executeTakeFirst();
    if (taken) return 0;
    const row = await this.db
      .selectFrom('shared_quotas')
      .select('window_start')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Math.max(1, new Date(row.window_start).getTime() + this.windowMs - now) : 1;
  }

  /** Deletes this quota's keyed rows whose window has ended (they would start afresh anyway). */
  private async pruneEnded(now: number): Promise<void> {
    await this.db
      .deleteFrom('shared_quotas')
      .where(sql<boolean>`starts_with(name, ${`${this.name}:`})`)
      .where('window_start', '<=', new Date(now - this.windowMs))
      .execute();
  }
}
