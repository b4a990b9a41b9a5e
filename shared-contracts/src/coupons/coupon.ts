import { z } from 'zod';
import { MAX_COUPON_DISCOUNT_PERCENT } from '../constants/business';
import { hasAtMostTwoDecimals } from '../rules/money';
import { lazySchema } from '../shared/lazy-schema';

export const COUPON_CODE_MAX_LENGTH = 40;

/**
 * The largest discount a coupon may give, as coupons keep percents (two decimals): 100/2.21
 * (docs/spec.md §5, §9) is 45.2488…, written 45.25. The written figure is the limit enforced and
 * the one the message shows ('El descuento no puede ser mayor a 45,25%.'), so a coupon of
 * 45.25 % is allowed and one of 45.26 % refused.
 */
export const COUPON_DISCOUNT_LIMIT = Math.round(MAX_COUPON_DISCOUNT_PERCENT * 100) / 100;

/** A coupon code as typed: compared case-insensitively, stored and answered in capitals. */
export const CouponCodeSchema = lazySchema(() =>
  z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH).toUpperCase(),
);

/**
 * The coupon a cart carries in a request (`coupon_code_discount`, `discount_code`): its code,
 * or null, '' or nothing at all for none. Parses to the code in capitals, or null.
 */
export const AppliedCouponCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(COUPON_CODE_MAX_LENGTH)
    .toUpperCase()
    .nullish()
    .transform((code) => code || null),
);

/**
 * A coupon's discount in percent: above 0, at most COUPON_DISCOUNT_LIMIT, two decimals at most
 * (docs/spec.md §5). The message keys are those of the back-office creation form.
 */
export const CouponDiscountSchema = lazySchema(() =>
  z
    .number({ error: 'coupon_invalid' })
    .positive({ error: 'coupon_invalid' })
    .max(COUPON_DISCOUNT_LIMIT, { error: 'coupon_discount_too_big' })
    .refine(hasAtMostTwoDecimals, { error: 'two_decimals' }),
);

/** A discount coupon: its code and the percent it takes off. */
export const CouponSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    discount: CouponDiscountSchema,
  }),
);
export type Coupon = z.infer<typeof CouponSchema>;
