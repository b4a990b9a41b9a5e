import 'remote-kit/chunk-retry';
import { PageFallback } from 'remote-kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every visit to the back office, small.
const LoginPage = lazy(() => import('../features/staff-sign-in/login-page'));
const RegisterPage = lazy(() => import('../features/staff-sign-in/register-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const DiscountCodesPage = lazy(() => import('../features/discount-codes/discount-codes-page'));

export default function BackofficeRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={ROUTES.backofficeLogin} element={<LoginPage />} />
        <Route path={ROUTES.backofficeRegister} element={<RegisterPage />} />
        <Route path={ROUTES.backoffice} element={<OrdersPage />} />
        <Route path={ROUTES.backofficeOrders} element={<OrdersPage />} />
        <Route path={ROUTES.backofficeOrder} element={<OrderPage />} />
        <Route path={ROUTES.backofficeDiscountCodes} element={<DiscountCodesPage />} />
      </Routes>
    </Suspense>
  );
}
