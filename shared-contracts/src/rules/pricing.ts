import { centsToEuros, eurosToCents } from './money';

// The prices staff keep (issue 28) and what the storefront shows of them. Staff set a
// product's list price and its discount; the customer pays the list price less the discount,
// in whole cents rounded half up. The storefront shows that price and, under a discount, the
// list price struck through (docs/spec.md §3), which the catalogue sends as `old_price`. An answer
// without it (an older API, a cart line kept from before) has the old price derived back from
// the price: the list price, or up to 0.005 € / (1 − discount) from it once the price is rounded.

/** Highest list price: 1,000,000.00 €. */
export const LIST_PRICE_MAX_CENTS = 100_000_000;
/** Highest discount of a product, in percent (the column's bound). */
export const PRODUCT_DISCOUNT_MAX = 90;
/** Highest stock count staff may set: far above any warehouse, far below integer trouble. */
export const STOCK_MAX = 1_000_000;

/** A discount in tenths of a percent, the unit the rules count in: 12.5 → 125. */
export function discountTenths(percent: number): number {
  return Math.round(percent * 10);
}

/** True when a percent has at most one decimal: 12.5 yes, 12.25 and 0.1 + 0.2 no. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 10) / 10 === value;
}

/** `cents × (1000 + tenths) / 1000` in whole cents, half up: exact integer arithmetic below 2^53. */
function scaleCents(cents: number, tenths: number): number {
  return Math.floor((cents * (1000 + tenths) + 500) / 1000);
}

/**
 * What the customer pays: the list price less the discount, to the cent, half up.
 * 100.00 € at 12.5 % → 87.50 €; 0.99 € at 12.5 % → 0.87 € (0.86625).
 */
export function salePriceCents(listPriceCents: number, discountPercent: number): number {
  return scaleCents(listPriceCents, -discountTenths(discountPercent));
}

/** A list price moved by a percent (one decimal; negative lowers it), to the cent, half up. */
export function listPriceByPercent(listPriceCents: number, percent: number): number {
  return scaleCents(listPriceCents, discountTenths(percent));
}

/**
 * The price before the product's own discount, as the storefront shows it struck through:
 * the old price the catalogue sent (the list price), else price / (1 − discount / 100) to the
 * cent; undefined without a discount.
 */
export function originalPrice(price: number, discount: number, oldPrice?: number): number | undefined {
  if (!(discount > 0 && discount < 100)) return undefined;
  if (oldPrice !== undefined) return oldPrice;
  return centsToEuros(Math.round((eurosToCents(price) * 1000) / (1000 - discountTenths(discount))));
}

/** The save percentage shown beside a discounted price, with the discount's one decimal. */
export function savePercent(discount: number): number | undefined {
  const percent = discountTenths(discount) / 10;
  return percent > 0 && percent < 100 ? percent : undefined;
}
