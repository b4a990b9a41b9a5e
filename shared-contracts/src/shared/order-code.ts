import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * An order's code as the API makes it and links carry it (docs/spec.md's `code`, `order_code`,
 * `orderCode`): 4 to 40 capital letters, digits and dashes, e.g. 'EST-20260305-7K3F9Q'.
 */
export const OrderCodeSchema = lazySchema(() =>
  z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, { error: 'order_code_format' }),
);
export type OrderCode = z.infer<typeof OrderCodeSchema>;
