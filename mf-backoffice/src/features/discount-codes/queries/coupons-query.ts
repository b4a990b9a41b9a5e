import { queryOptions } from '@tanstack/react-query';
import { type Coupon, type HttpClient, getAllCouponsCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';

/** The live coupons a staff member manages (the back office's prefix: the page's cache is every remote's). */
export const couponsKey = (userId: number) => ['backoffice', 'coupons', userId] as const;

/** Coupons in the order the list shows them: by code. */
export const byCode = (a: Coupon, b: Coupon) => a.code.localeCompare(b.code);

/** Every live coupon, by code; any failure is thrown (docs/spec.md §8 tells no answer from a wrong one). */
export function couponsQuery(client: HttpClient, { userId }: { userId: number }) {
  return queryOptions({
    queryKey: couponsKey(userId),
    queryFn: async ({ signal }) => {
      const answer = await client.call(getAllCouponsCall, { query: { user_id: userId } }, { signal });
      return [...dataOf(answer).data].sort(byCode);
    },
  });
}
