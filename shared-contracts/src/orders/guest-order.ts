import { z } from 'zod';
import { OrderCodeSchema } from '../shared/order-code';
import { OrderDetailSchema } from './order-detail';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The access token of a guest's order link: long and random (at least 32 base64url characters,
 * 192 bits), stored by the API only as a hash and compared in constant time.
 */
export const GuestAccessTokenSchema = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'access_token_format' }),
);

/**
 * GET /orders/guest/{orderCode}/{access_token}?language (no session: the token in the path is
 * the key, docs/spec.md §7). An unknown code and a wrong token get the same 404 under `order`, so
 * a code cannot be probed; an expired token is a 410; look-ups are rate-limited (429).
 */
export const GuestOrderParamsSchema = lazySchema(() =>
  z.object({
    orderCode: OrderCodeSchema,
    access_token: GuestAccessTokenSchema,
  }),
);
export type GuestOrderParams = z.output<typeof GuestOrderParamsSchema>;

export const GuestOrderAnswerSchema = OrderDetailSchema;
export type GuestOrderAnswer = z.infer<typeof GuestOrderAnswerSchema>;
