// The public face of wishlist: the heart toggle, the list for the wishlist page, and the
// service the catalogue starts at boot.
export { WishlistToggle } from './components/wishlist-toggle';
export { setWishlistItems, wishlistState } from './stores/wishlist-store';
export { useWishlistItems } from './use-wishlist-items';
export { WISHLIST_STORAGE_KEY } from './wishlist-storage';
export { startWishlistSync } from './wishlist-sync';
