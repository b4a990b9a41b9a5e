import { z } from 'zod';
import { CouponCodeSchema } from '../coupons/coupon';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * DELETE /backoffice/couponcode/delete (Bearer, staff; the body carries the code, docs/spec.md §7).
 * The coupon stops working at once; orders that used it keep its code. An unknown code is a 404
 * under `code`.
 */
export const DeleteCouponRequestSchema = lazySchema(() =>
  z.object({ code: CouponCodeSchema, user_id: UserIdSchema }),
);
export type DeleteCouponRequest = z.input<typeof DeleteCouponRequestSchema>;

export const DeleteCouponAnswerSchema = SuccessAnswerSchema;
export type DeleteCouponAnswer = z.infer<typeof DeleteCouponAnswerSchema>;
