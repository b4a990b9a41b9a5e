import { type FastifyInstance } from 'fastify';
import { createCouponCall, deleteCouponCall, getAllCouponsCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type StaffAuth } from '../../plugins/auth';
import { type BackofficeCouponsService } from './backoffice-coupons.service';

/** docs/spec.md §7 Back office, discount coupons: list, create, delete (staff Bearer, own user_id). */
export async function backofficeCouponRoutes(
  app: FastifyInstance,
  { coupons, auth }: { coupons: BackofficeCouponsService; auth: StaffAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getAllCouponsCall, guarded, async (request) => {
    await auth.ownUserId(request, request.query.user_id);
    return { status: 'success' as const, data: await coupons.list() };
  });

  serveCall(app, createCouponCall, guarded, async (request) => {
    await auth.ownUserId(request, request.body.user_id);
    return {
      status: 'success' as const,
      data: await coupons.create(request.body.code, request.body.discount),
    };
  });

  serveCall(app, deleteCouponCall, guarded, async (request) => {
    await auth.ownUserId(request, request.body.user_id);
    await coupons.delete(request.body.code);
    return { status: 'success' as const };
  });
}
