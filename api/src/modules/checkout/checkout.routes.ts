import { type FastifyInstance } from 'fastify';
import {
  cleanupOrdersCall,
  getCurrentOrderCodeCall,
  initializeAddressCall,
  initializeCheckoutCall,
  saveCheckoutAddressCall,
  saveDeliveryCall,
  verifyCartCall,
} from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type CustomerAuth } from '../../plugins/auth';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type CheckoutModule } from './checkout.module';

/**
 * docs/spec.md §7 Cart and checkout: verify_cart for anyone (rate-limited: it tells whether a
 * coupon exists, as GET /couponcode does), the rest for the signed-in customer whose
 * `user_id` the token must be (another's 403, an unknown one 404; a bad token 401 'Invalid
 * token' before the body is read).
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  { checkout, auth }: { checkout: CheckoutModule; auth: CustomerAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };
  const success = { status: 'success' as const };

  serveCall(app, verifyCartCall, { rateLimit: rateLimitFor('verifyCart') }, (request) =>
    checkout.orders.verifyCart(request.body),
  );

  serveCall(app, cleanupOrdersCall, guarded, async (request) => {
    await checkout.orders.cleanup(await auth.ownUserId(request, request.body.user_id));
    return success;
  });

  serveCall(app, getCurrentOrderCodeCall, guarded, async (request) => ({
    code: await checkout.orders.currentCode(await auth.ownUserId(request, request.body.user_id)),
  }));

  serveCall(app, initializeCheckoutCall, guarded, async (request) => {
    const { user_id, discount_code, final_price } = request.body;
    const userId = await auth.ownUserId(request, user_id);
    return { code: await checkout.orders.initialize(userId, discount_code, final_price) };
  });

  serveCall(app, initializeAddressCall, guarded, async (request) =>
    checkout.addresses.prefill(await auth.ownUserId(request, request.body.user_id)),
  );

  serveCall(app, saveCheckoutAddressCall, guarded, async (request) => {
    const { user_id, billing_address, shipping_address } = request.body;
    await checkout.addresses.save(await auth.ownUserId(request, user_id), billing_address, shipping_address);
    return { errors: {} };
  });

  serveCall(app, saveDeliveryCall, guarded, async (request) => {
    const { user_id, order_code, method } = request.body;
    await checkout.delivery.choose(await auth.ownUserId(request, user_id), order_code, method);
    return success;
  });
}
