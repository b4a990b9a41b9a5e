import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';
import RouteTitle from '../features/route-title/route-title';

export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<RouteTitle titleKey="routes.home" />} />
      <Route path={ROUTES.collection} element={<RouteTitle titleKey="routes.collection" />} />
      <Route path={ROUTES.typeProducts} element={<RouteTitle titleKey="routes.typeProducts" />} />
      <Route path={ROUTES.product} element={<RouteTitle titleKey="routes.product" />} />
      <Route path={ROUTES.search} element={<RouteTitle titleKey="routes.search" />} />
      <Route path={ROUTES.sales} element={<RouteTitle titleKey="routes.sales" />} />
      <Route path={ROUTES.wishlist} element={<RouteTitle titleKey="routes.wishlist" />} />
    </Routes>
  );
}
