import 'remote-kit/chunk-retry';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';
import RouteTitle from '../features/route-title/route-title';

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.login} element={<RouteTitle titleKey="routes.login" />} />
      <Route path={ROUTES.register} element={<RouteTitle titleKey="routes.register" />} />
      <Route
        path={ROUTES.loginRegisterCheckout}
        element={<RouteTitle titleKey="routes.loginRegisterCheckout" />}
      />
      <Route path={ROUTES.recoverPassword} element={<RouteTitle titleKey="routes.recoverPassword" />} />
      <Route path={ROUTES.profile} element={<RouteTitle titleKey="routes.profile" />} />
      <Route path={ROUTES.orders} element={<RouteTitle titleKey="routes.orders" />} />
      <Route path={ROUTES.order} element={<RouteTitle titleKey="routes.order" />} />
      <Route path={ROUTES.contact} element={<RouteTitle titleKey="routes.contact" />} />
      <Route path={ROUTES.askAvailability} element={<RouteTitle titleKey="routes.askAvailability" />} />
    </Routes>
  );
}
