import {
  type ApiResult,
  type CreateCouponAnswer,
  type CreateCouponRequest,
  type HttpClient,
  createCouponCall,
} from 'shared-contracts';

/** POST /backoffice/couponcode/create: a new coupon, or errors per field (a code that exists). */
export function createCoupon(
  client: HttpClient,
  body: CreateCouponRequest,
  signal?: AbortSignal,
): Promise<ApiResult<CreateCouponAnswer>> {
  return client.call(createCouponCall, { body }, { signal });
}
