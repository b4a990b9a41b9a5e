import 'remote-kit/chunk-retry';
import { PageFallback } from 'remote-kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every visit to the account, small.
const LoginPage = lazy(() => import('../features/sign-in/login-page'));
const LoginRegisterCheckoutPage = lazy(() => import('../features/sign-in/login-register-checkout-page'));
const RecoverPasswordPage = lazy(() => import('../features/sign-in/recover-password-page'));
const RegisterPage = lazy(() => import('../features/register/register-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const AskAvailabilityPage = lazy(() => import('../features/contact/ask-availability-page'));

export default function AccountRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.loginRegisterCheckout} element={<LoginRegisterCheckoutPage />} />
        <Route path={ROUTES.recoverPassword} element={<RecoverPasswordPage />} />
        <Route path={ROUTES.register} element={<RegisterPage />} />
        <Route path={ROUTES.profile} element={<ProfilePage />} />
        <Route path={ROUTES.orders} element={<OrdersPage />} />
        <Route path={ROUTES.order} element={<OrderPage />} />
        <Route path={ROUTES.contact} element={<ContactPage />} />
        <Route path={ROUTES.askAvailability} element={<AskAvailabilityPage />} />
      </Routes>
    </Suspense>
  );
}
