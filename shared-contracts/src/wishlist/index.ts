// HTTP contracts of the wishlist domain (docs/spec.md §7 Wishlist).
export * from './wishlist-product';
export * from './user-wishlist';
export * from './wishlist-change';
export * from './calls';
