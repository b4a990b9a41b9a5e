import { type FastifyInstance } from 'fastify';
import { getUserCartCall, removeCartProductCall, upsertCartAmountCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { type CustomerAuth } from '../../plugins/auth';
import { type CartService } from './cart.service';

/** The signed-in user's cart (docs/spec.md §7 Cart, Bearer). Product names follow Accept-Language. */
export async function cartRoutes(
  app: FastifyInstance,
  { cart, auth }: { cart: CartService; auth: CustomerAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getUserCartCall, guarded, async (request) => ({
    products: await cart.products(await auth.ownUserId(request, request.body.user_id), request.language),
  }));

  serveCall(app, upsertCartAmountCall, guarded, async (request) => {
    const { user_id, sku_product, amount } = request.body;
    await cart.setAmount(await auth.ownUserId(request, user_id), sku_product, amount);
    return { status: 'success' as const };
  });

  serveCall(app, removeCartProductCall, guarded, async (request) => {
    await cart.remove(await auth.ownUserId(request, request.body.user_id), request.body.sku_product);
    return { status: 'success' as const };
  });
}
