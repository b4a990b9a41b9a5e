import { PRICE_RANGE_FALLBACK } from 'shared-contracts';

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
 * The slider's bounds (SPEC.md §9): the listing's minimum floored and maximum rounded up,
 * or 0 to 1,000,000 while there is no info.
 */
export function priceBounds(info: InfoBounds | undefined): PriceRange {
  if (!info) return { ...PRICE_RANGE_FALLBACK };
  const min = Math.floor(info.price_min);
  return { min, max: Math.max(min, Math.ceil(info.price_max)) };
}

/** A price box's text as a number, or undefined when it is not numeric (and so ignored). */
export function parsePriceEntry(text: string): number | undefined {
  const normalised = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return undefined;
  return Number(normalised);
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

export function sameRange(a: PriceRange | undefined, b: PriceRange | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}
