// Money as the shop counts it: integer cents. The wire carries euros with two decimals
// (docs/spec.md §9); these two conversions are the only door between the two, on both sides.

/**
 * Whole cents of an amount in euros, rounded half away from zero at the third decimal of
 * the number as JavaScript writes it: 0.1 + 0.2 → 30, 19.999 → 2000, 1.005 → 101 (binary
 * float arithmetic gives 100.49999… and would round 1.005 down).
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`eurosToCents: ${euros} is not an amount`);
  const sign = euros < 0 ? -1 : 1;
  const text = String(Math.abs(euros));
  // Exponent notation: below 1e-6 (no cent to keep) or from 1e21 (no longer exact).
  if (text.includes('e')) {
    if (Math.abs(euros) < 1) return 0;
    throw new RangeError(`eurosToCents: ${euros} is too large`);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`eurosToCents: ${euros} is too large`);
  return cents === 0 ? 0 : sign * cents;
}

/** Euros with two decimals from cents; a fraction of a cent is first rounded half away from zero. */
export function centsToEuros(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`centsToEuros: ${cents} is not an amount`);
  const whole = Math.sign(cents) * Math.round(Math.abs(cents));
  return whole === 0 ? 0 : whole / 100;
}

/**
 * True when an amount (or a percent) has at most two decimals: 19.99 yes, 0.1 + 0.2 no. An
 * amount too large to count in cents is false, never a throw: schemas call this on whatever a
 * request sends (a throw inside a zod refinement was a 500).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  try {
    return centsToEuros(eurosToCents(value)) === value;
  } catch {
    return false;
  }
}
