import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * A number as a query string carries it: decimal digits, optionally with a fraction. Not
 * `z.coerce.number()`, which reads '' and ' ' as 0, '0x10' as 16 and '1e3' as 1000: an
 * empty price box must be a 400, not a silent filter to 0 €.
 */
export const queryNumber = (digits: RegExp, error: 'expected_number' | 'not_integer') =>
  z.union([z.number(), z.string().trim().regex(digits, { error }).transform(Number)]);

/** Highest page number a paged query takes. */
export const PAGE_MAX = 100_000;

/** The `page` query value of paged lists: a whole number from 1, 1 when absent. */
export const PageQuerySchema = lazySchema(() =>
  queryNumber(/^-?\d+$/, 'not_integer')
    .pipe(z.number().int().min(1).max(PAGE_MAX))
    .default(1),
);
