// The public face of product-grid: tiles, grid, skeleton and price,
// for listings, the wishlist page and the product page.
export { ProductGrid } from './components/product-grid';
export { ProductGridSkeleton } from './components/product-grid-skeleton';
export { ProductPrice } from './components/product-price';
