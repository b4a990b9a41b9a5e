import { type Kysely, sql, type Updateable } from 'kysely';
import { type Database } from '../../db/schema';
import { type CounterTable } from './counter-table';
import { type FixedWindow } from './fixed-window';
import { restartOrAddOne } from './window-sql';

/**
 * Counts one use of each existing row of `keys` (a row whose window has ended starts a new one
 * at 1), setting `also` on them in the same statement. Run it in the transaction that read the
 * rows `for update` when what it counts depends on what was read.
 */
export async function bumpCounters<T extends keyof Database>(
  db: Kysely<Database>,
  table: CounterTable<T>,
  keys: readonly string[],
  window: FixedWindow,
  also: Partial<Updateable<Database[T]>> = {},
): Promise<void> {
  if (keys.length === 0) return;
  const alsoSet = Object.entries(also as Record<string, unknown>).map(
    ([column, value]) => sql`, ${sql.ref(column)} = ${value}`,
  );
  await sql`
    update ${sql.table(table.name)} set ${restartOrAddOne(table, window)} ${sql.join(alsoSet, sql``)}
    where ${sql.ref(table.key)} in (${sql.join(keys)})`.execute(db);
}
