import 'remote-kit/chunk-retry';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';
import RouteTitle from '../features/route-title/route-title';

export default function BackofficeRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.backoffice} element={<RouteTitle titleKey="routes.orders" />} />
      <Route path={ROUTES.backofficeLogin} element={<RouteTitle titleKey="routes.login" />} />
      <Route path={ROUTES.backofficeRegister} element={<RouteTitle titleKey="routes.register" />} />
      <Route path={ROUTES.backofficeOrders} element={<RouteTitle titleKey="routes.orders" />} />
      <Route path={ROUTES.backofficeOrder} element={<RouteTitle titleKey="routes.order" />} />
      <Route path={ROUTES.backofficeDiscountCodes} element={<RouteTitle titleKey="routes.discountCodes" />} />
    </Routes>
  );
}
