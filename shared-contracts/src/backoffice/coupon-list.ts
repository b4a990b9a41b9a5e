import { z } from 'zod';
import { CouponSchema } from '../coupons/coupon';
import { lazySchema } from '../shared/lazy-schema';

/** GET /backoffice/couponcode/get_all?user_id (Bearer, staff): every live coupon, by code. */
export const CouponListAnswerSchema = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.array(CouponSchema),
  }),
);
export type CouponListAnswer = z.infer<typeof CouponListAnswerSchema>;
