import { apiClient } from 'remote-kit';
import { getCouponCodeCall } from 'shared-contracts';
import { updateDiscount } from './stores/cart-actions';

export type CouponOutcome =
  | { kind: 'applied' }
  /** The server's messages, listed under the field; the cart has no coupon now. */
  | { kind: 'refused'; errors: string[] }
  /** No answer to go by (offline, a server error): nothing changed, nothing said. */
  | { kind: 'ignored' };

/**
 * The coupon field (docs/spec.md §5): GET /couponcode. A coupon found sets its code and discount
 * (capped at 100/2.21 %); an answer without a discount sets the discount to 0 and lists the
 * server's errors under the field; a failed request is ignored.
 */
export async function applyCoupon(code: string): Promise<CouponOutcome> {
  const typed = code.trim();
  if (!typed) return { kind: 'ignored' };
  const answer = await apiClient().call(getCouponCodeCall, { query: { code: typed } });
  if (answer.kind === 'ok') {
    updateDiscount(answer.data.code, answer.data.discount);
    return { kind: 'applied' };
  }
  if (answer.kind === 'errors' && answer.status < 500) {
    updateDiscount('', 0);
    return { kind: 'refused', errors: [...new Set(Object.values(answer.errors).flat())] };
  }
  return { kind: 'ignored' };
}

/** The applied coupon's remove button. */
export function removeCoupon(): void {
  updateDiscount('', 0);
}
