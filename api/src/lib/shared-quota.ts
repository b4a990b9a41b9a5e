import { sql } from 'kysely';
import { type Db } from '../db/database';

/**
 * A fixed-window quota kept in the database (table shared_quotas), so that it holds across
 * API instances: `take` counts one use and answers 0, or answers the milliseconds until the
 * window ends when it is used up (and counts nothing). One statement, under the row's lock:
 * two instances cannot both take the last use.
 */
export class SharedQuota {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(): Promise<number> {
    const now = this.now();
    const at = new Date(now);
    const windowOver = sql<boolean>`shared_quotas.window_start <= ${new Date(now - this.windowMs)}`;
    const taken = await this.db
      .insertInto('shared_quotas')
      .values({ name: this.name, window_start: at, used: 1 })
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
      .where('name', '=', this.name)
      .executeTakeFirst();
    return row ? Math.max(1, new Date(row.window_start).getTime() + this.windowMs - now) : 1;
  }
}
