import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { CartProductSchema } from './cart-product';
import { lazySchema } from '../shared/lazy-schema';

/** POST /cart/user_cart (Bearer): the user's cart, oldest line first. */
export const UserCartRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type UserCartRequest = z.input<typeof UserCartRequestSchema>;

export const UserCartAnswerSchema = lazySchema(() => z.object({ products: z.array(CartProductSchema) }));
export type UserCartAnswer = z.infer<typeof UserCartAnswerSchema>;
