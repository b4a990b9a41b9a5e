import { CouponDiscountSchema, NewCouponCodeSchema } from 'shared-contracts';

/** The rules' message keys, the API's own for the same rules (docs/spec.md §5). */
export type CouponRule = 'coupon_invalid' | 'coupon_discount_too_big' | 'two_decimals';
export type CouponField = 'code' | 'discount';

export type NewCouponCheck =
  | { ok: true; coupon: { code: string; discount: number } }
  | { ok: false; errors: Partial<Record<CouponField, CouponRule[]>> };

/**
 * A discount as typed: digits with a decimal comma or point ('12,5', '12.5'), nothing else
 * (a percent below 100 has no thousands to group). Undefined when it is no such number.
 */
export function parseDiscount(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

const RULES: readonly CouponRule[] = ['coupon_invalid', 'coupon_discount_too_big', 'two_decimals'];
const asRules = (messages: string[]): CouponRule[] => RULES.filter((rule) => messages.includes(rule));

/**
 * docs/spec.md §5's coupon creation rules, checked before the confirmation pop-up with the very
 * schemas the API checks: a code is required (letters, digits, '-' and '_'); the discount is
 * above 0 and at most 100/2.21 written with two decimals (45.25), with two decimals at most.
 */
export function checkNewCoupon(code: string, discountText: string): NewCouponCheck {
  const parsedCode = NewCouponCodeSchema.safeParse(code);
  const parsedDiscount = CouponDiscountSchema.safeParse(parseDiscount(discountText));
  if (parsedCode.success && parsedDiscount.success)
    return { ok: true, coupon: { code: parsedCode.data, discount: parsedDiscount.data } };
  const errors: Partial<Record<CouponField, CouponRule[]>> = {};
  if (!parsedCode.success) errors.code = ['coupon_invalid'];
  if (!parsedDiscount.success)
    errors.discount = asRules(parsedDiscount.error.issues.map((issue) => issue.message));
  return { ok: false, errors };
}
