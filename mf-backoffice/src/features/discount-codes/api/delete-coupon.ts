import { type ApiResult, type DeleteCouponAnswer, type HttpClient, deleteCouponCall } from 'shared-contracts';

/** DELETE /backoffice/couponcode/delete: the coupon stops working at once. */
export function deleteCoupon(
  client: HttpClient,
  { code, userId }: { code: string; userId: number },
  signal?: AbortSignal,
): Promise<ApiResult<DeleteCouponAnswer>> {
  return client.call(deleteCouponCall, { body: { code, user_id: userId } }, { signal });
}
