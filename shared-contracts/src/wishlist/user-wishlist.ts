import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { WishlistProductSchema } from './wishlist-product';
import { lazySchema } from '../shared/lazy-schema';

/** POST /wishlist/user_wishlist (Bearer): the user's wishlist, oldest addition first. */
export const UserWishlistRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type UserWishlistRequest = z.input<typeof UserWishlistRequestSchema>;

export const UserWishlistAnswerSchema = lazySchema(() =>
  z.object({ products: z.array(WishlistProductSchema) }),
);
export type UserWishlistAnswer = z.infer<typeof UserWishlistAnswerSchema>;
