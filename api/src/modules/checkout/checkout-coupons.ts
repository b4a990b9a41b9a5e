import { COUPON_DISCOUNT_LIMIT } from 'shared-contracts';
import { type CouponsRepository } from '../coupons/coupons.repository';
import { type CheckoutRefusal } from './checkout-refusal';

/** The largest discount a checkout applies, in basis points: 45.25 % (docs/spec.md §5, §9). */
export const MAX_COUPON_DISCOUNT_BP = Math.round(COUPON_DISCOUNT_LIMIT * 100);

/** A cart's coupon as the checkout sees it: none, usable (its discount capped), unknown or expired. */
export type CouponCheck =
  | { kind: 'none' }
  | { kind: 'valid'; code: string; discountBp: number }
  | { kind: 'unknown'; code: string }
  | { kind: 'expired'; code: string };

/** Coupons as a checkout prices them: from the coupons table only, never from the request. */
export class CheckoutCoupons {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly now: () => Date,
  ) {}

  /** `code` is already in capitals (AppliedCouponCodeSchema), or null for none. */
  async check(code: string | null): Promise<CouponCheck> {
    if (code === null) return { kind: 'none' };
    const coupon = await this.coupons.findLive(code);
    if (!coupon) return { kind: 'unknown', code };
    if (coupon.expires_at && new Date(coupon.expires_at) <= this.now()) return { kind: 'expired', code };
    // The table allows up to 100 %; a row written past the limit (by hand, or before it) still
    // takes off 45.25 % at most.
    return {
      kind: 'valid',
      code: coupon.code,
      discountBp: Math.min(coupon.discount_bp, MAX_COUPON_DISCOUNT_BP),
    };
  }
}

/** Adds an unknown (404) or expired (410) coupon to a refusal under `field`; true when usable or none. */
export function couponUsable(check: CouponCheck, refusal: CheckoutRefusal, field: string): boolean {
  if (check.kind === 'unknown') refusal.add(404, field, 'coupon_unknown', { code: check.code });
  if (check.kind === 'expired') refusal.add(410, field, 'coupon_expired', { code: check.code });
  return check.kind === 'none' || check.kind === 'valid';
}

/** The coupon's percent for cartTotals: 0 without one. */
export const discountPercentOf = (check: CouponCheck): number =>
  check.kind === 'valid' ? check.discountBp / 100 : 0;
