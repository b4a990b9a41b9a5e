import { eurosToCents } from './money';

export interface CartTotalsLine {
  /** The price of one unit as it is paid (the product's discount already taken off). */
  unitPriceCents: number;
  quantity: number;
}

export interface CartTotals {
  subTotalCents: number;
  discountAmountCents: number;
  finalPriceCents: number;
}

const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_WHOLE = 100 * BASIS_POINTS_PER_PERCENT;

function checkCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`cartTotals: ${name} must be a whole number of at least 0, not ${value}`);
  }
}

/** A percent with at most two decimals (as coupons keep it) in hundredths of a percent: 45.25 → 4525. */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = eurosToCents(percent);
  if (basisPoints < 0 || basisPoints > BASIS_POINTS_WHOLE || basisPoints / 100 !== percent) {
    throw new RangeError(
      `A discount must be a percent from 0 to 100 with two decimals at most, not ${percent}`,
    );
  }
  return basisPoints;
}

/**
 * The cart totals of docs/spec.md §4 in integer cents, the one rule the cart remote shows and the
 * API charges: subTotal = Σ unit price × quantity; discountAmount = subTotal × discount / 100,
 * rounded once, half away from zero, to whole cents; finalPrice = subTotal − discountAmount.
 * `discountPercent` is the coupon's percent (0 without one), two decimals at most.
 */
export function cartTotals(lines: readonly CartTotalsLine[], discountPercent: number): CartTotals {
  const basisPoints = percentToBasisPoints(discountPercent);
  let subTotalCents = 0;
  for (const { unitPriceCents, quantity } of lines) {
    checkCount('unitPriceCents', unitPriceCents);
    checkCount('quantity', quantity);
    subTotalCents += unitPriceCents * quantity;
  }
  // Integer arithmetic throughout: subTotal × basis points stays exact below 2^53 (9 × 10^11 €).
  const scaled = subTotalCents * basisPoints;
  if (!Number.isSafeInteger(scaled))
    throw new RangeError(`cartTotals: a subtotal of ${subTotalCents} cents is too large`);
  const quotient = Math.floor(scaled / BASIS_POINTS_WHOLE);
  const remainder = scaled - quotient * BASIS_POINTS_WHOLE;
  const discountAmountCents = quotient + (remainder * 2 >= BASIS_POINTS_WHOLE ? 1 : 0);
  return { subTotalCents, discountAmountCents, finalPriceCents: subTotalCents - discountAmountCents };
}
