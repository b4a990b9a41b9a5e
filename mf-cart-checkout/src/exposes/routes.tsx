import 'remote-kit/chunk-retry';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';
import RouteTitle from '../features/route-title/route-title';

export default function CartCheckoutRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.cart} element={<RouteTitle titleKey="routes.cart" />} />
      <Route path={ROUTES.checkout} element={<RouteTitle titleKey="routes.checkoutAddress" />} />
      <Route path={ROUTES.checkoutAddress} element={<RouteTitle titleKey="routes.checkoutAddress" />} />
      <Route path={ROUTES.checkoutPayment} element={<RouteTitle titleKey="routes.checkoutPayment" />} />
      <Route
        path={ROUTES.checkoutConfirmation}
        element={<RouteTitle titleKey="routes.checkoutConfirmation" />}
      />
    </Routes>
  );
}
