import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Largest id a PostgreSQL `integer` column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A database id on the wire: a positive integer, or its digits as a string, because
 * clients keep ids in cookies, session storage and URLs as text. Always parses to a number.
 */
export const WireIdSchema = lazySchema(() =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, { error: 'id_format' })
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .int({ error: 'id_format' })
        .min(1, { error: 'id_format' })
        .max(MAX_ID, { error: 'id_format' }),
    ),
);
export type WireId = z.output<typeof WireIdSchema>;

/** A product id (SPEC's `sku_product`, `id`, `productId`). */
export const ProductIdSchema = WireIdSchema;
export type ProductId = WireId;
