import 'remote-kit/chunk-retry';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageFallback } from 'remote-kit';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every catalogue visit, small.
const HomePage = lazy(() => import('../features/home/home-page'));
const CollectionPage = lazy(() => import('../features/collections/collection-page'));
const ListingPage = lazy(() => import('../features/listing/listing-page'));
const ProductPage = lazy(() => import('../features/product/product-page'));
const SearchPage = lazy(() => import('../features/search/search-page'));
const SalesPage = lazy(() => import('../features/sales/sales-page'));
const WishlistPage = lazy(() => import('../features/wishlist-page/wishlist-page'));

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
