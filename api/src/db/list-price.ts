import { discountTenths } from 'shared-contracts';

/**
 * The list price a sale price comes from under a discount, to the cent, half up: the same
 * as migration 0033's backfill, round(price_cents * 100 / (100 - discount_percent)), for
 * whoever inserts a product from its sale price (the seed, tests).
 */
export function listPriceCentsOf(priceCents: number, discountPercent: number): number {
  const kept = 1000 - discountTenths(discountPercent);
  return Math.floor((2 * priceCents * 1000 + kept) / (2 * kept));
}
