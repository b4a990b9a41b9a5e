import { type FastifyInstance } from 'fastify';
import { getUserWishlistCall, insertWishlistProductCall, removeWishlistProductCall } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { serveCall } from '../../http/serve-call';
import { toProductBrief } from '../../http/wire';
import { type CustomerAuth } from '../../plugins/auth';
import { type WishlistRepository } from './wishlist.repository';

/**
 * The signed-in user's wishlist (docs/spec.md §7 Wishlist, Bearer). Plain reads and writes,
 * so the routes use the repository directly. Product names follow Accept-Language.
 */
export async function wishlistRoutes(
  app: FastifyInstance,
  { wishlist, auth }: { wishlist: WishlistRepository; auth: CustomerAuth },
): Promise<void> {
  const guarded = { guard: auth.onRequest };

  serveCall(app, getUserWishlistCall, guarded, async (request) => {
    const rows = await wishlist.list(await auth.ownUserId(request, request.body.user_id), request.language);
    return { products: rows.map(toProductBrief) };
  });

  serveCall(app, insertWishlistProductCall, guarded, async (request) => {
    const { sku_product: productId, user_id } = request.body;
    const found = await wishlist.insertOrSkip(await auth.ownUserId(request, user_id), productId);
    if (!found) throw apiError(404, 'product', 'product_not_found', { id: productId });
    return { status: 'success' as const };
  });

  serveCall(app, removeWishlistProductCall, guarded, async (request) => {
    await wishlist.remove(await auth.ownUserId(request, request.body.user_id), request.body.sku_product);
    return { status: 'success' as const };
  });
}
