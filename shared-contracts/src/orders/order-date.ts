import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * An order's date as the wire carries it: UTC, 'YYYY-MM-DD HH:MM:SS' (docs/spec.md §9), the text the
 * pages show as it is. The API writes it with `formatUtcDateTime`.
 */
export const OrderDateSchema = lazySchema(() =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/),
);
export type OrderDate = z.infer<typeof OrderDateSchema>;
