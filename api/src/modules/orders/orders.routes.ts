import { type FastifyInstance } from 'fastify';
import { getGuestOrderCall, getUserOrderCall, getUserOrdersCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type CustomerAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type OrdersService } from './orders.service';

/**
 * docs/spec.md §7 Orders: a customer's orders and one of them (Bearer; the path's userId must be
 * the token's), and one order through a guest's link (no session; rate-limited per client
 * here, per order code in the service).
 */
export async function orderRoutes(
  app: FastifyInstance,
  { orders, auth }: { orders: OrdersService; auth: CustomerAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getUserOrdersCall, guarded, async (request) =>
    orders.list(await auth.ownUserId(request, request.params.userId)),
  );

  serveCall(app, getUserOrderCall, guarded, async (request) => {
    const userId = await auth.ownUserId(request, request.params.userId);
    return orders.ofCustomer(userId, request.params.orderCode, request.query.language);
  });

  serveCall(app, getGuestOrderCall, { rateLimit: rateLimitFor('guestOrder') }, (request) =>
    orders.ofGuest(request.params.orderCode, request.params.access_token, request.query.language, request.ip),
  );
}
