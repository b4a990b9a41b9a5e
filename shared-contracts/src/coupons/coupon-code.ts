import { z } from 'zod';
import { CouponCodeSchema, CouponSchema } from './coupon';

/**
 * GET /couponcode?code. A valid code answers the coupon; an unknown one is a 404 and an
 * expired one a 410, each with the message under `errors.code`.
 */
export const CouponCodeQuerySchema = z.object({ code: CouponCodeSchema });
export type CouponCodeQuery = z.input<typeof CouponCodeQuerySchema>;

export const CouponCodeAnswerSchema = CouponSchema;
export type CouponCodeAnswer = z.infer<typeof CouponCodeAnswerSchema>;
