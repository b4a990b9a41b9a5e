import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { WishlistProductSchema } from './wishlist-product';

/** POST /wishlist/user_wishlist (Bearer): the user's wishlist, oldest addition first. */
export const UserWishlistRequestSchema = z.object({ user_id: UserIdSchema });
export type UserWishlistRequest = z.input<typeof UserWishlistRequestSchema>;

export const UserWishlistAnswerSchema = z.object({ products: z.array(WishlistProductSchema) });
export type UserWishlistAnswer = z.infer<typeof UserWishlistAnswerSchema>;
