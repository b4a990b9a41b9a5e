// HTTP contracts of the wishlist domain (SPEC.md §7 Wishlist).
export * from './wishlist-product';
export * from './user-wishlist';
export * from './wishlist-change';
export * from './calls';
