import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CartRemoveProductAnswerSchema,
  CartRemoveProductRequestSchema,
  ErrorBodySchema,
  UpsertAmountProductAnswerSchema,
  UpsertAmountProductRequestSchema,
  UserCartAnswerSchema,
  UserCartRequestSchema,
} from 'shared-contracts';
import { type CustomerAuth, USER_SCOPED } from '../../plugins/auth';
import { type CartService } from './cart.service';

const tags = ['cart'];
const { security, failures } = USER_SCOPED;

/** The signed-in user's cart (SPEC.md §7 Cart, Bearer). Product names follow Accept-Language. */
export async function cartRoutes(
  app: FastifyInstance,
  { cart, auth }: { cart: CartService; auth: CustomerAuth },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', auth.onRequest);

  api.post(
    '/cart/user_cart',
    {
      schema: {
        tags,
        security,
        body: UserCartRequestSchema,
        response: { 200: UserCartAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      products: await cart.products(await auth.ownUserId(request, request.body.user_id), request.language),
    }),
  );

  api.post(
    '/cart/upsert_amount_product',
    {
      schema: {
        tags,
        security,
        body: UpsertAmountProductRequestSchema,
        response: { 200: UpsertAmountProductAnswerSchema, 409: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      const { user_id, sku_product, amount } = request.body;
      await cart.setAmount(await auth.ownUserId(request, user_id), sku_product, amount);
      return { status: 'success' as const };
    },
  );

  api.post(
    '/cart/remove_product',
    {
      schema: {
        tags,
        security,
        body: CartRemoveProductRequestSchema,
        response: { 200: CartRemoveProductAnswerSchema, ...failures },
      },
    },
    async (request) => {
      await cart.remove(await auth.ownUserId(request, request.body.user_id), request.body.sku_product);
      return { status: 'success' as const };
    },
  );
}
