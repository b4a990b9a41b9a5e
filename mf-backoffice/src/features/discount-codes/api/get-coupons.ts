import { type ApiResult, type CouponListAnswer, type HttpClient, getAllCouponsCall } from 'shared-contracts';

/** GET /backoffice/couponcode/get_all: every live coupon. */
export function getCoupons(
  client: HttpClient,
  userId: number,
  signal?: AbortSignal,
): Promise<ApiResult<CouponListAnswer>> {
  return client.call(getAllCouponsCall, { query: { user_id: userId } }, { signal });
}
