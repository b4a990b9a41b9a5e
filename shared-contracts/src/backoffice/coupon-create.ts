import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH, CouponDiscountSchema, CouponSchema } from '../coupons/coupon';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * A new coupon's code: required, letters A–Z, digits, '-' and '_', stored in capitals. A
 * missing or bad code gets docs/spec.md §5's 'Por favor, introduce un código válido y un valor
 * positivo.' (key `coupon_invalid`).
 */
export const NewCouponCodeSchema = lazySchema(() =>
  z
    .string({ error: 'coupon_invalid' })
    .trim()
    .toUpperCase()
    // Checked once upper-cased, so the published request admits the lower-case codes it stores capitalised.
    .pipe(
      z
        .string()
        .min(1, { error: 'coupon_invalid' })
        .max(COUPON_CODE_MAX_LENGTH)
        .regex(/^[A-Z0-9_-]*$/, { error: 'coupon_invalid' }),
    ),
);

/**
 * POST /backoffice/couponcode/create (Bearer, staff). The discount is above 0 (`coupon_invalid`)
 * and at most 100/2.21 written with two decimals, 45.25 (`coupon_discount_too_big`: 'El descuento
 * no puede ser mayor a 45,25%.'), with two decimals at most. A live coupon with that code is a
 * 409 under `code`.
 */
export const CreateCouponRequestSchema = lazySchema(() =>
  z.object({
    code: NewCouponCodeSchema,
    discount: CouponDiscountSchema,
    user_id: UserIdSchema,
  }),
);
export type CreateCouponRequest = z.input<typeof CreateCouponRequestSchema>;

/** The coupon as stored (code in capitals). */
export const CreateCouponAnswerSchema = lazySchema(() =>
  z.object({ status: z.literal('success'), data: CouponSchema }),
);
export type CreateCouponAnswer = z.infer<typeof CreateCouponAnswerSchema>;
