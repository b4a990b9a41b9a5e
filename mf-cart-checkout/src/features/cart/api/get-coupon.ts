import { type ApiResult, type CouponCodeAnswer, type HttpClient, getCouponCodeCall } from 'shared-contracts';

/** GET /couponcode?code: the coupon's discount, or its errors under `code`. */
export function getCoupon(client: HttpClient, code: string): Promise<ApiResult<CouponCodeAnswer>> {
  return client.call(getCouponCodeCall, { query: { code } });
}
