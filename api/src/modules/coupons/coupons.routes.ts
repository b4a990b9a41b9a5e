import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CouponCodeAnswerSchema, CouponCodeQuerySchema, ErrorBodySchema } from 'shared-contracts';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type CouponsService } from './coupons.service';

/** GET /couponcode?code (SPEC.md §7): rate-limited so codes cannot be guessed by brute force. */
export async function couponRoutes(
  app: FastifyInstance,
  { coupons }: { coupons: CouponsService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/couponcode',
    {
      config: { rateLimit: rateLimitFor('coupon') },
      schema: {
        tags: ['coupons'],
        querystring: CouponCodeQuerySchema,
        response: {
          200: CouponCodeAnswerSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => coupons.check(request.query.code),
  );
}
