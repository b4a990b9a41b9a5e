import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/schema';
import { type CounterTable } from './counter-table';
import { type FixedWindow } from './fixed-window';
import { windowOver } from './window-sql';

/**
 * Deletes a counter table's rows whose window has ended, on every `every`th use: their next use
 * would start afresh anyway, and keys that never come back would pile up.
 */
export class EndedRowsPruning<T extends keyof Database> {
  private uses = 0;

  /** `keyPrefix`: only rows whose key starts so (a table shared by windows of other lengths). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: CounterTable<T>,
    private readonly every: number,
    private readonly keyPrefix?: string,
  ) {}

  /** Counts a use; on every `every`th, deletes the rows whose window has ended by `window`. */
  async use(window: FixedWindow): Promise<void> {
    if (++this.uses % this.every !== 0) return;
    const own =
      this.keyPrefix === undefined
        ? sql``
        : sql`and starts_with(${sql.ref(this.table.key)}, ${this.keyPrefix})`;
    await sql`delete from ${sql.table(this.table.name)} where ${windowOver(this.table, window)} ${own}`.execute(
      this.db,
    );
  }
}
