import { type BulkChange, BulkChangeSchema, type Language } from 'shared-contracts';
import { readNumber } from './price-edit-rules';

/** The bulk changes staff choose from: the contract's, the stock's two modes apart. */
export const BULK_KINDS = ['price_percent', 'price_amount', 'discount', 'stock_set', 'stock_add'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export type BulkChangeCheck = { ok: true; change: BulkChange } | { ok: false; errors: string[] };

function changeOf(kind: BulkKind, value: number): BulkChange {
  switch (kind) {
    case 'price_percent':
      return { kind, percent: value };
    case 'price_amount':
      return { kind, amount: value };
    case 'discount':
      return { kind, discount: value };
    case 'stock_set':
      return { kind: 'stock', mode: 'set', units: value };
    case 'stock_add':
      return { kind: 'stock', mode: 'add', units: value };
  }
}

/**
 * A bulk change as typed, checked with the API's own schema; its message keys when it is
 * refused. A stock-take cannot set a negative count (the API would put the products out of
 * bounds; said here at once).
 */
export function checkBulkChange(kind: BulkKind, text: string, language: Language): BulkChangeCheck {
  const value = readNumber(text, language);
  const parsed = BulkChangeSchema.safeParse(changeOf(kind, value));
  if (!parsed.success) return { ok: false, errors: [...new Set(parsed.error.issues.map((i) => i.message))] };
  if (kind === 'stock_set' && value < 0) return { ok: false, errors: ['stock_negative'] };
  return { ok: true, change: changeOf(kind, value) };
}
