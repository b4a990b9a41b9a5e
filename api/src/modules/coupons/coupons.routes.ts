import { type FastifyInstance } from 'fastify';
import { getCouponCodeCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type CouponsService } from './coupons.service';

/** GET /couponcode?code (docs/spec.md §7): rate-limited so codes cannot be guessed by brute force. */
export async function couponRoutes(
  app: FastifyInstance,
  { coupons }: { coupons: CouponsService },
): Promise<void> {
  serveCall(app, getCouponCodeCall, { rateLimit: rateLimitFor('coupon') }, (request) =>
    coupons.check(request.query.code),
  );
}
