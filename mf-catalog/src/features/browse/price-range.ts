import { type Language, PRICE_RANGE_FALLBACK, formatLocaleNumber, parseLocaleNumber } from 'shared-contracts';

/** A price range in euros, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
}

interface InfoBounds {
  price_min: number;
  price_max: number;
}

/**
 * The slider's bounds (docs/spec.md §9): the listing's minimum floored and maximum rounded up,
 * or 0 to 1,000,000 while there is no info.
 */
export function priceBounds(info: InfoBounds | undefined): PriceRange {
  if (!info) return { ...PRICE_RANGE_FALLBACK };
  const min = Math.floor(info.price_min);
  return { min, max: Math.max(min, Math.ceil(info.price_max)) };
}

/**
 * A price box's text as a number, read as the language writes numbers ('1.500' is 1500 in
 * Castellano, '1,500' in English), or undefined when it is not a price (and so ignored).
 */
export function parsePriceEntry(text: string, language: Language): number | undefined {
  const price = parseLocaleNumber(text.replace(/€/g, ''), language);
  return price !== undefined && price >= 0 ? price : undefined;
}

/** A price as the boxes show it, written the way the language writes numbers. */
export function formatPriceEntry(price: number, language: Language): string {
  return formatLocaleNumber(price, language);
}

/** Below the minimum becomes the minimum, above the maximum the maximum. */
export function clampPrice(value: number, bounds: PriceRange): number {
  return Math.min(Math.max(value, bounds.min), bounds.max);
}

export function clampRange(range: PriceRange, bounds: PriceRange): PriceRange {
  return { min: clampPrice(range.min, bounds), max: clampPrice(range.max, bounds) };
}

/** A range is applied only when its minimum is not above its maximum. */
export function isApplicableRange(range: PriceRange): boolean {
  return range.min <= range.max;
}

/**
 * A range from the URL seen through the listing's bounds: the part of it inside them, or
 * undefined when it does not meet them at all (no filter then: the whole range).
 */
export function fitRange(range: PriceRange, bounds: PriceRange): PriceRange | undefined {
  if (range.max < bounds.min || range.min > bounds.max) return undefined;
  return clampRange(range, bounds);
}

export function sameRange(a: PriceRange | undefined, b: PriceRange | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}
