import { apiClient } from 'remote-kit';
import { type ApiResult, type Coupon, type FieldErrors } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { createCoupon } from '../api/create-coupon';
import { deleteCoupon } from '../api/delete-coupon';
import { getCoupons } from '../api/get-coupons';

export type CouponsLoad = 'loading' | 'ready' | 'failed' | 'unreachable';

interface CouponsState {
  status: CouponsLoad;
  coupons: Coupon[];
}

/** The live coupons on screen, by code. */
export const couponsState = proxy<CouponsState>({ status: 'loading', coupons: [] });

const byCode = (a: Coupon, b: Coupon) => a.code.localeCompare(b.code);

let inFlight: AbortController | undefined;

/** Loads every live coupon (SPEC.md §8: a failure is 'failed', no answer at all 'unreachable'). */
export async function loadCoupons(userId: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  couponsState.status = 'loading';
  const result = await getCoupons(apiClient(), userId, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    couponsState.coupons = [...result.data.data].sort(byCode);
    couponsState.status = 'ready';
  } else {
    couponsState.status = result.kind === 'network-error' ? 'unreachable' : 'failed';
  }
}

/** How a change went: done, refused with the API's errors, or no usable answer. */
export type CouponChange =
  { kind: 'done' } | { kind: 'refused'; errors: FieldErrors } | { kind: 'failed'; unreachable: boolean };

function outcome(result: ApiResult<unknown>): CouponChange {
  if (result.kind === 'ok') return { kind: 'done' };
  if (result.kind === 'errors') return { kind: 'refused', errors: result.errors };
  return { kind: 'failed', unreachable: result.kind === 'network-error' };
}

/** Creates a coupon; once created it joins the list as the server stored it. */
export async function addCoupon(userId: number, coupon: Coupon): Promise<CouponChange> {
  const result = await createCoupon(apiClient(), { ...coupon, user_id: userId });
  if (result.kind === 'ok')
    couponsState.coupons = [
      ...couponsState.coupons.filter((c) => c.code !== result.data.data.code),
      result.data.data,
    ].sort(byCode);
  return outcome(result);
}

/** Deletes a coupon; once deleted (or found gone already) it leaves the list. */
export async function removeCoupon(userId: number, code: string): Promise<CouponChange> {
  const result = await deleteCoupon(apiClient(), { code, userId });
  const gone = result.kind === 'ok' || (result.kind === 'errors' && result.status === 404);
  if (gone) couponsState.coupons = couponsState.coupons.filter((coupon) => coupon.code !== code);
  return outcome(result);
}
