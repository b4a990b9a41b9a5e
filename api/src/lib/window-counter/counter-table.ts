import { type Database } from '../../db/schema';

/** A column of table `T`. */
export type ColumnOf<T extends keyof Database> = keyof Database[T] & string;

/**
 * A table of fixed-window counters, one row a key: the key (its primary key), the uses counted
 * in the key's current window, and the column that dates that window, by its start or its end.
 */
export interface CounterTable<T extends keyof Database> {
  readonly name: T;
  readonly key: ColumnOf<T>;
  readonly count: ColumnOf<T>;
  readonly window: { readonly start: ColumnOf<T> } | { readonly end: ColumnOf<T> };
}
