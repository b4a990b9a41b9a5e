import { centsToEuros, eurosToCents, originalPrice, salePriceCents, savePercent } from 'shared-contracts';

/** What the storefront shows for a list price and a discount. */
export interface StorefrontPrice {
  /** What the customer pays: the list price less the discount, to the cent, half up. */
  price: number;
  /** The old price struck through: the list price, as the catalogue sends it; none without a discount. */
  original: number | undefined;
  /** The save percentage beside it. */
  save: number | undefined;
}

/** The storefront's own rules (shared-contracts rules/pricing), so the preview is what customers see. */
export function storefrontPrice(listPrice: number, discount: number): StorefrontPrice {
  const price = centsToEuros(salePriceCents(eurosToCents(listPrice), discount));
  return { price, original: originalPrice(price, discount, listPrice), save: savePercent(discount) };
}
