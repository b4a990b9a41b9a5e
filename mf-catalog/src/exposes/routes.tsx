import 'remote-kit/chunk-retry';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageFallback } from 'remote-kit';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every catalogue visit, small.
// Chunk names: pages.json tells the server which chunk a path needs, to preload it with the page.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'));
const CollectionPage = lazy(
  () => import(/* webpackChunkName: "page-collection" */ '../features/collections/collection-page'),
);
const ListingPage = lazy(
  () => import(/* webpackChunkName: "page-listing" */ '../features/listing/listing-page'),
);
const ProductPage = lazy(
  () => import(/* webpackChunkName: "page-product" */ '../features/product/product-page'),
);
const SearchPage = lazy(() => import(/* webpackChunkName: "page-search" */ '../features/search/search-page'));
const SalesPage = lazy(() => import(/* webpackChunkName: "page-sales" */ '../features/sales/sales-page'));
const WishlistPage = lazy(
  () => import(/* webpackChunkName: "page-wishlist" */ '../features/wishlist-page/wishlist-page'),
);

const toError = <Navigate to={ROUTES.error} replace />;

export default function CatalogRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.collection} element={<CollectionPage />} />
        <Route path={ROUTES.typeProducts} element={<ListingPage />} />
        <Route path="/type_products/*" element={toError} />
        <Route path={ROUTES.product} element={<ProductPage />} />
        <Route path="/products/*" element={toError} />
        <Route path={ROUTES.search} element={<SearchPage />} />
        <Route path={ROUTES.sales} element={<SalesPage />} />
        <Route path={ROUTES.wishlist} element={<WishlistPage />} />
      </Routes>
    </Suspense>
  );
}
