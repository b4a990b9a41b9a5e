import { type RawBuilder, sql } from 'kysely';
import { type Database } from '../../db/schema';
import { type CounterTable } from './counter-table';
import { type FixedWindow } from './fixed-window';

// The SQL of fixed windows, whichever end of its window a counter table keeps.

/** A count stops growing here, in its 32-bit column: a limit below it still sees every use. */
const COUNT_CEILING = 1_000_000_000;

/** A column of the table, qualified by the table's name. */
export const columnOf = <T extends keyof Database>(table: CounterTable<T>, column: string) =>
  sql.ref(`${table.name}.${column}`);

export const windowColumn = <T extends keyof Database>(table: CounterTable<T>): string =>
  'end' in table.window ? table.window.end : table.window.start;

const length = (window: FixedWindow) => sql`${window.lengthMs} * interval '1 millisecond'`;

/** Whether a row's window has ended by the window's now. */
export function windowOver<T extends keyof Database>(
  table: CounterTable<T>,
  window: FixedWindow,
): RawBuilder<boolean> {
  const dated = columnOf(table, windowColumn(table));
  return 'end' in table.window
    ? sql<boolean>`${dated} <= ${window.now}`
    : sql<boolean>`${dated} <= ${window.now} - ${length(window)}`;
}

/** The window column's value for a window that begins now. */
export function newWindow<T extends keyof Database>(table: CounterTable<T>, window: FixedWindow) {
  return 'end' in table.window ? sql`${window.now} + ${length(window)}` : window.now;
}

/** Milliseconds from now to the end of a row's window (0 once it has ended). */
export function msLeft<T extends keyof Database>(
  table: CounterTable<T>,
  window: FixedWindow,
): RawBuilder<number> {
  const dated = columnOf(table, windowColumn(table));
  const end = 'end' in table.window ? dated : sql`${dated} + ${length(window)}`;
  return sql<number>`greatest(0, ceil(extract(epoch from ${end} - ${window.now}) * 1000))::int`;
}

/**
 * The assignments (of an update, or of an upsert's update) that count one use: a row whose
 * window has ended starts a new window at 1, any other adds 1 to its count.
 */
export function restartOrAddOne<T extends keyof Database>(table: CounterTable<T>, window: FixedWindow) {
  const over = windowOver(table, window);
  const count = columnOf(table, table.count);
  const dated = windowColumn(table);
  return sql`
    ${sql.ref(table.count)} = case when ${over} then 1 else least(${count}, ${sql.lit(COUNT_CEILING)}) + 1 end,
    ${sql.ref(dated)} = case when ${over} then ${newWindow(table, window)} else ${columnOf(table, dated)} end`;
}
