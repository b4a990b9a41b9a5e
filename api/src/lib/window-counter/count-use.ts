import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/schema';
import { type CounterTable } from './counter-table';
import { type FixedWindow } from './fixed-window';
import { columnOf, msLeft, newWindow, restartOrAddOne, windowColumn, windowOver } from './window-sql';

export interface CountedUse {
  /** Uses counted in the key's current window, this one included. */
  count: number;
  /** Milliseconds until that window ends. */
  msLeft: number;
}

/** One upsert under the row's lock: counts the use, or, at `max` uses in the window, nothing. */
async function upsertUse<T extends keyof Database>(
  db: Kysely<Database>,
  table: CounterTable<T>,
  key: string,
  window: FixedWindow,
  max?: number,
): Promise<CountedUse | undefined> {
  const within =
    max === undefined
      ? sql``
      : sql`where ${windowOver(table, window)} or ${columnOf(table, table.count)} < ${max}`;
  const { rows } = await sql<CountedUse>`
    insert into ${sql.table(table.name)} (${sql.ref(table.key)}, ${sql.ref(table.count)}, ${sql.ref(windowColumn(table))})
    values (${key}, 1, ${newWindow(table, window)})
    on conflict (${sql.ref(table.key)}) do update set ${restartOrAddOne(table, window)}
    ${within}
    returning ${columnOf(table, table.count)} as "count", ${msLeft(table, window)} as "msLeft"`.execute(db);
  return rows[0];
}

/**
 * Counts one use of `key` in its fixed window, in one statement under the row's lock: a new
 * key, or one whose window has ended, starts again at 1. Uses sent at once count once each.
 */
export async function countUse<T extends keyof Database>(
  db: Kysely<Database>,
  table: CounterTable<T>,
  key: string,
  window: FixedWindow,
): Promise<CountedUse> {
  const counted = await upsertUse(db, table, key, window);
  if (!counted) throw new Error(`${table.name}: the upsert returned no row`);
  return counted;
}

/**
 * As countUse, within `max` uses a window: past them the use counts nothing and the answer
 * is the milliseconds left of the window (0 if it ended meanwhile). Two instances cannot both
 * take the last use.
 */
export async function countUseWithin<T extends keyof Database>(
  db: Kysely<Database>,
  table: CounterTable<T>,
  key: string,
  window: FixedWindow,
  max: number,
): Promise<{ counted: boolean; msLeft: number }> {
  const counted = await upsertUse(db, table, key, window, max);
  if (counted) return { counted: true, msLeft: counted.msLeft };
  const { rows } = await sql<Pick<CountedUse, 'msLeft'>>`
    select ${msLeft(table, window)} as "msLeft" from ${sql.table(table.name)}
    where ${sql.ref(table.key)} = ${key}`.execute(db);
  return { counted: false, msLeft: rows[0]?.msLeft ?? 0 };
}
