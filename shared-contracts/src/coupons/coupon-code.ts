import { z } from 'zod';
import { NoErrorsSchema } from '../shared/no-errors';
import { CouponCodeSchema, CouponSchema } from './coupon';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /couponcode?code. A valid code answers the coupon; an unknown one is a 404 and an
 * expired one a 410, each with the message under `errors.code`.
 */
export const CouponCodeQuerySchema = lazySchema(() => z.object({ code: CouponCodeSchema }));
export type CouponCodeQuery = z.input<typeof CouponCodeQuerySchema>;

/** The coupon; docs/spec.md §7's `errors` may come with it, empty (failures are the 404 and 410 above). */
export const CouponCodeAnswerSchema = lazySchema(() =>
  CouponSchema.extend({ errors: NoErrorsSchema.optional() }),
);
export type CouponCodeAnswer = z.infer<typeof CouponCodeAnswerSchema>;
