import { type Db } from '../db/database';
import { countUseWithin } from './window-counter/count-use';
import { SHARED_QUOTAS } from './window-counter/counter-tables';
import { EndedRowsPruning } from './window-counter/ended-rows-pruning';
import { appWindow } from './window-counter/fixed-window';

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
  /** Only this quota's keyed rows: other quotas' windows may be of other lengths. */
  private readonly pruning: EndedRowsPruning<'shared_quotas'>;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.pruning = new EndedRowsPruning(db, SHARED_QUOTAS, PRUNE_EVERY, `${name}:`);
  }

  async take(key?: string): Promise<number> {
    const window = appWindow(this.now(), this.windowMs);
    if (key !== undefined) await this.pruning.use(window);
    const name = key === undefined ? this.name : `${this.name}:${key}`;
    const use = await countUseWithin(this.db, SHARED_QUOTAS, name, window, this.max);
    return use.counted ? 0 : Math.max(1, use.msLeft);
  }
}
