import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  InsertOrSkipProductRequestSchema,
  UserWishlistAnswerSchema,
  UserWishlistRequestSchema,
  WishlistChangeAnswerSchema,
  WishlistRemoveProductRequestSchema,
} from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { toProductBrief } from '../../http/wire';
import { type CustomerAuth, USER_SCOPED } from '../../plugins/auth';
import { type WishlistRepository } from './wishlist.repository';

const tags = ['wishlist'];
const { security, failures } = USER_SCOPED;

/**
 * The signed-in user's wishlist (SPEC.md §7 Wishlist, Bearer). Plain reads and writes,
 * so the routes use the repository directly. Product names follow Accept-Language.
 */
export async function wishlistRoutes(
  app: FastifyInstance,
  { wishlist, auth }: { wishlist: WishlistRepository; auth: CustomerAuth },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', auth.onRequest);

  api.post(
    '/wishlist/user_wishlist',
    {
      schema: {
        tags,
        security,
        body: UserWishlistRequestSchema,
        response: { 200: UserWishlistAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const rows = await wishlist.list(await auth.ownUserId(request, request.body.user_id), request.language);
      return { products: rows.map(toProductBrief) };
    },
  );

  api.post(
    '/wishlist/insert_or_skip_product',
    {
      schema: {
        tags,
        security,
        body: InsertOrSkipProductRequestSchema,
        response: { 200: WishlistChangeAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const { sku_product: productId, user_id } = request.body;
      const found = await wishlist.insertOrSkip(await auth.ownUserId(request, user_id), productId);
      if (!found) throw apiError(404, 'product', 'product_not_found', { id: productId });
      return { status: 'success' as const };
    },
  );

  api.post(
    '/wishlist/remove_product',
    {
      schema: {
        tags,
        security,
        body: WishlistRemoveProductRequestSchema,
        response: { 200: WishlistChangeAnswerSchema, ...failures },
      },
    },
    async (request) => {
      await wishlist.remove(await auth.ownUserId(request, request.body.user_id), request.body.sku_product);
      return { status: 'success' as const };
    },
  );
}
