import { type ListingQuery } from 'shared-contracts';
import { type PriceRangeCents, type ScopeStats } from './catalog.repository';

// A type's or the sales' products in every order the storefront offers, as the database's
// indexes hold them (its collation decides names' order), with each one's price beside it:
// the seven orders of 100,000 products and 30,000 on sale take about 7 MB. From them a
// listing's page, its size, its price span and what a price filter leaves are worked out in
// memory: a page of an uncached listing costs at most one look-up of its products' cards
// (batched with every other look-up of the same moment), never a walk of an index per request.

/** The orders the database walks: best selling, price, and name in each language. */
export const STORED_ORDERS = ['best', 'price', 'name_es', 'name_en'] as const;
export type StoredOrder = (typeof STORED_ORDERS)[number];

/** The orders of a listing: best selling, then price and name (in each language) both ways. */
export type ListingOrder =
  'best' | 'price_asc' | 'price_desc' | 'name_es_asc' | 'name_es_desc' | 'name_en_asc' | 'name_en_desc';

/** One order: the products' ids and, at the same positions, their prices in cents. */
export interface OrderedProducts {
  ids: Int32Array;
  prices: Int32Array;
}

export type ScopeOrders = Record<ListingOrder, OrderedProducts>;

/** The descending orders, each with the ascending order it is (ties by id too) reversed. */
export const REVERSAL_OF = {
  price_desc: 'price_asc',
  name_es_desc: 'name_es_asc',
  name_en_desc: 'name_en_asc',
} as const satisfies Partial<Record<ListingOrder, ListingOrder>>;
export type DescendingOrder = keyof typeof REVERSAL_OF;

export const isDescending = (order: ListingOrder): order is DescendingOrder => order in REVERSAL_OF;

/** The same products the other way round: a descending order is its ascending one reversed (ties by id too). */
export const reversed = ({ ids, prices }: OrderedProducts): OrderedProducts => ({
  ids: ids.slice().reverse(),
  prices: prices.slice().reverse(),
});

/** Every listing order, from the ones the database walks. */
export function scopeOrders(stored: Record<StoredOrder, OrderedProducts>): ScopeOrders {
  return {
    best: stored.best,
    price_asc: stored.price,
    price_desc: reversed(stored.price),
    name_es_asc: stored.name_es,
    name_es_desc: reversed(stored.name_es),
    name_en_asc: stored.name_en,
    name_en_desc: reversed(stored.name_en),
  };
}

/** The order a page asks for (docs/spec.md §9: best selling unless a sort is chosen). */
export function listingOrder({
  sort_by,
  ascending,
  language,
}: Pick<ListingQuery, 'sort_by' | 'ascending' | 'language'>): ListingOrder {
  if (!sort_by) return 'best';
  const direction = ascending ? 'asc' : 'desc';
  return sort_by === 'price' ? `price_${direction}` : `name_${language}_${direction}`;
}

/** The first position whose price is not below `cents` (prices ascending). */
function lowerBound(prices: Int32Array, cents: number, above: (price: number, cents: number) => boolean) {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (above(prices[middle]!, cents)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** How many of the scope's products cost within the range: two binary searches. */
function countInRange({ prices }: OrderedProducts, price: PriceRangeCents): number {
  const from = lowerBound(prices, price.min, (value, cents) => value >= cents);
  const to = lowerBound(prices, price.max, (value, cents) => value > cents);
  return Math.max(0, to - from);
}

/** Size and price span of the scope, and how many of it the price filter keeps. */
export function scopeStats(orders: ScopeOrders, price: PriceRangeCents | undefined): ScopeStats {
  const { prices } = orders.price_asc;
  const total = prices.length;
  return {
    total,
    matching: price ? countInRange(orders.price_asc, price) : total,
    minCents: total > 0 ? prices[0]! : null,
    maxCents: total > 0 ? prices[total - 1]! : null,
  };
}

/**
 * The same for products in any order (a search's): one pass over their prices, a few
 * microseconds for the 13,000 products the broadest search finds.
 */
export function orderStats({ prices }: OrderedProducts, price: PriceRangeCents | undefined): ScopeStats {
  let minCents = Infinity;
  let maxCents = -Infinity;
  let matching = 0;
  for (const cents of prices) {
    if (cents < minCents) minCents = cents;
    if (cents > maxCents) maxCents = cents;
    if (!price || (cents >= price.min && cents <= price.max)) matching++;
  }
  const found = prices.length > 0;
  return {
    total: prices.length,
    matching,
    minCents: found ? minCents : null,
    maxCents: found ? maxCents : null,
  };
}

/** The ids of one page: the order's, those in the price filter, from `offset`, at most `limit`. */
export function pageIds(
  { ids, prices }: OrderedProducts,
  price: PriceRangeCents | undefined,
  offset: number,
  limit: number,
): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let index = 0; index < ids.length && page.length < limit; index++) {
    const cents = prices[index]!;
    if (price && (cents < price.min || cents > price.max)) continue;
    if (skipped < offset) skipped++;
    else page.push(ids[index]!);
  }
  return page;
}
