import { z } from 'zod';

export const COUPON_CODE_MAX_LENGTH = 40;

/** A coupon code as typed: compared case-insensitively, stored and answered in capitals. */
export const CouponCodeSchema = z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH).toUpperCase();

/** A discount coupon: its code and the percent it takes off (up to two decimals). */
export const CouponSchema = z.object({
  code: z.string(),
  discount: z.number().positive().max(100),
});
export type Coupon = z.infer<typeof CouponSchema>;
