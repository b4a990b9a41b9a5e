import { type RawBuilder, sql } from 'kysely';
import { type z } from 'zod';
import {
  type BulkChangeSchema,
  discountTenths,
  eurosToCents,
  LIST_PRICE_MAX_CENTS,
  listPriceByPercent,
  type PriceField,
  salePriceCents,
  STOCK_MAX,
} from 'shared-contracts';

export type BulkChange = z.output<typeof BulkChangeSchema>;

// What a bulk change does to one product, in JavaScript (the preview's sample) and in SQL (the
// count out of bounds and the change itself, set-based over every product selected), by the
// same integer rules: cents half up (rules/pricing).

/** A product's price fields, in the database's units. */
export interface PriceFields {
  listPriceCents: number;
  discount: number;
  stock: number;
}

/** The field a change of this kind moves (one per change: one history entry per product). */
export function fieldOf(change: BulkChange): PriceField {
  switch (change.kind) {
    case 'price_percent':
    case 'price_amount':
      return 'price';
    case 'discount':
      return 'discount';
    case 'stock':
      return 'stock';
  }
}

export function applyChange(before: PriceFields, change: BulkChange): PriceFields {
  switch (change.kind) {
    case 'price_percent':
      return { ...before, listPriceCents: listPriceByPercent(before.listPriceCents, change.percent) };
    case 'price_amount':
      return { ...before, listPriceCents: before.listPriceCents + eurosToCents(change.amount) };
    case 'discount':
      return { ...before, discount: change.discount };
    case 'stock':
      return { ...before, stock: change.mode === 'set' ? change.units : before.stock + change.units };
  }
}

/** A list price from 0.01 € to LIST_PRICE_MAX_CENTS and a stock from 0 to STOCK_MAX. */
export function withinBounds(fields: PriceFields): boolean {
  return (
    fields.listPriceCents >= 1 &&
    fields.listPriceCents <= LIST_PRICE_MAX_CENTS &&
    fields.stock >= 0 &&
    fields.stock <= STOCK_MAX
  );
}

export const salePriceOf = (fields: PriceFields) => salePriceCents(fields.listPriceCents, fields.discount);

/** The change's new values as SQL over the products aliased `p` (bigint: no overflow before the bounds). */
export interface ChangeSql {
  listPriceCents: RawBuilder<number>;
  discount: RawBuilder<number>;
  stock: RawBuilder<number>;
  /** The sale price of the new list price and discount, half up. */
  priceCents: RawBuilder<number>;
  /** True when the product stays within the bounds. */
  withinBounds: RawBuilder<boolean>;
  /** The moved field before and after, in the history's unit (cents, tenths of a percent, units). */
  from: RawBuilder<number>;
  to: RawBuilder<number>;
}

export function changeSql(change: BulkChange): ChangeSql {
  const list = listSql(change);
  const discount =
    change.kind === 'discount'
      ? sql<number>`${change.discount}::numeric(3, 1)`
      : sql<number>`p.discount_percent`;
  const stock =
    change.kind !== 'stock'
      ? sql<number>`p.stock::bigint`
      : change.mode === 'set'
        ? sql<number>`${change.units}::bigint`
        : sql<number>`(p.stock::bigint + ${change.units})`;
  const priceCents = sql<number>`((${list} * (1000 - round(${discount} * 10)::bigint) + 500) / 1000)`;
  const withinBounds = sql<boolean>`(${list} between 1 and ${LIST_PRICE_MAX_CENTS} and ${stock} between 0 and ${STOCK_MAX})`;
  const [from, to] = movedSql(change, list, discount, stock);
  return { listPriceCents: list, discount, stock, priceCents, withinBounds, from, to };
}

function listSql(change: BulkChange): RawBuilder<number> {
  switch (change.kind) {
    case 'price_percent':
      return sql<number>`((p.list_price_cents::bigint * ${1000 + discountTenths(change.percent)} + 500) / 1000)`;
    case 'price_amount':
      return sql<number>`(p.list_price_cents::bigint + ${eurosToCents(change.amount)})`;
    default:
      return sql<number>`p.list_price_cents::bigint`;
  }
}

function movedSql(
  change: BulkChange,
  list: RawBuilder<number>,
  discount: RawBuilder<number>,
  stock: RawBuilder<number>,
): [RawBuilder<number>, RawBuilder<number>] {
  switch (fieldOf(change)) {
    case 'price':
      return [sql<number>`p.list_price_cents`, list];
    case 'discount':
      return [
        sql<number>`round(p.discount_percent * 10)::integer`,
        sql<number>`round(${discount} * 10)::integer`,
      ];
    case 'stock':
      return [sql<number>`p.stock`, stock];
  }
}
