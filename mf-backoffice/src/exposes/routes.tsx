import 'remote-kit/chunk-retry';
import { PageFallback } from 'remote-kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { RequireStaff } from '../shared/staff/require-staff';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every visit to the back office, small.
const LoginPage = lazy(() => import('../features/staff-sign-in/login-page'));
const RegisterPage = lazy(() => import('../features/staff-sign-in/register-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const PricesPage = lazy(() => import('../features/prices/prices-page'));
const DiscountCodesPage = lazy(() => import('../features/discount-codes/discount-codes-page'));
const PasswordPage = lazy(() => import('../features/staff-password/password-page'));

/** The back office; every page but the sign-in and the invitation's needs a staff session. */
export default function BackofficeRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={ROUTES.backofficeLogin} element={<LoginPage />} />
        <Route path={ROUTES.backofficeRegister} element={<RegisterPage />} />
        <Route
          path={ROUTES.backoffice}
          element={
            <RequireStaff>
              <OrdersPage />
            </RequireStaff>
          }
        />
        <Route
          path={ROUTES.backofficeOrders}
          element={
            <RequireStaff>
              <OrdersPage />
            </RequireStaff>
          }
        />
        <Route
          path={ROUTES.backofficeOrder}
          element={
            <RequireStaff>
              <OrderPage />
            </RequireStaff>
          }
        />
        <Route
          path={ROUTES.backofficePrices}
          element={
            <RequireStaff>
              <PricesPage />
            </RequireStaff>
          }
        />
        <Route
          path={ROUTES.backofficeDiscountCodes}
          element={
            <RequireStaff>
              <DiscountCodesPage />
            </RequireStaff>
          }
        />
        <Route
          path={ROUTES.backofficePassword}
          element={
            <RequireStaff>
              <PasswordPage />
            </RequireStaff>
          }
        />
        {/* Any other path: no content (docs/spec.md §2), staff only all the same. */}
        <Route path="*" element={<RequireStaff>{null}</RequireStaff>} />
      </Routes>
    </Suspense>
  );
}
