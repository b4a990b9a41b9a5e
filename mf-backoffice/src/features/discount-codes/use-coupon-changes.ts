import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from 'remote-kit';
import {
  type ApiResult,
  type Coupon,
  type FieldErrors,
  createCouponCall,
  deleteCouponCall,
} from 'shared-contracts';
import { byCode, couponsKey } from './queries/coupons-query';

/** How a change went: done, refused with the API's errors, or no usable answer. */
export type CouponChange =
  { kind: 'done' } | { kind: 'refused'; errors: FieldErrors } | { kind: 'failed'; unreachable: boolean };

function outcome(result: ApiResult<unknown>): CouponChange {
  if (result.kind === 'ok') return { kind: 'done' };
  if (result.kind === 'errors') return { kind: 'refused', errors: result.errors };
  return { kind: 'failed', unreachable: result.kind === 'network-error' };
}

/**
 * The staff member's changes to the coupons. A created coupon joins the list as the server
 * stored it; a deleted one (or one found gone already) leaves it.
 */
export function useCouponChanges(userId: number) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const updateList = (update: (coupons: Coupon[]) => Coupon[]) =>
      queryClient.setQueryData<Coupon[]>(couponsKey(userId), (coupons) => coupons && update(coupons));

    return {
      async add(coupon: Coupon): Promise<CouponChange> {
        const result = await apiClient().call(createCouponCall, { body: { ...coupon, user_id: userId } });
        if (result.kind === 'ok') {
          const created = result.data.data;
          updateList((coupons) => [...coupons.filter((c) => c.code !== created.code), created].sort(byCode));
        }
        return outcome(result);
      },

      async remove(code: string): Promise<CouponChange> {
        const result = await apiClient().call(deleteCouponCall, { body: { code, user_id: userId } });
        const gone = result.kind === 'ok' || (result.kind === 'errors' && result.status === 404);
        if (gone) updateList((coupons) => coupons.filter((coupon) => coupon.code !== code));
        return outcome(result);
      },
    };
  }, [queryClient, userId]);
}
