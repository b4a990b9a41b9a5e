import { OrderDateSchema, formatUtcDateTime } from 'shared-contracts';

/** An order's date as the pages show it and as a `<time>` element states it. */
export interface OrderDateParts {
  /** UTC, 'YYYY-MM-DD HH:MM:SS' (docs/spec.md §9). */
  text: string;
  /** The same instant for `dateTime`: '2026-03-05T07:08:09Z'. */
  iso: string;
}

/**
 * The wire already carries UTC 'YYYY-MM-DD HH:MM:SS', shown as it is; any other date a
 * browser can read (an ISO instant with an offset) is converted to UTC first. Empty parts
 * for a date that cannot be read.
 */
export function orderDateParts(date: string): OrderDateParts {
  const text = OrderDateSchema.safeParse(date).success ? date : formatUtcDateTime(date);
  return { text, iso: text ? `${text.replace(' ', 'T')}Z` : '' };
}
