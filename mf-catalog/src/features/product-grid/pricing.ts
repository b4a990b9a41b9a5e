import { roundToCents } from 'shared-contracts';

/**
 * The price before the discount (SPEC.md §3): price is what the visitor pays and discount
 * the percent already taken off, so original = price / (1 - discount / 100), to the cent.
 * Undefined when there is no discount to show.
 */
export function originalPrice(price: number, discount: number): number | undefined {
  if (!(discount > 0 && discount < 100)) return undefined;
  return roundToCents(price / (1 - discount / 100));
}

/** The save percentage shown beside a discounted price: a whole number. */
export function savePercent(discount: number): number | undefined {
  const percent = Math.round(discount);
  return percent > 0 && percent < 100 ? percent : undefined;
}
