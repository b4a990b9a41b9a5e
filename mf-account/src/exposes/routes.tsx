import 'remote-kit/chunk-retry';
import { PageFallback } from 'remote-kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every visit to the account, small.
// Chunk names: pages.json tells the server which chunk a path needs, to preload it with the page.
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../features/sign-in/login-page'));
const LoginRegisterCheckoutPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-login-register-checkout" */ '../features/sign-in/login-register-checkout-page'
    ),
);
const RecoverPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-recover-password" */ '../features/sign-in/recover-password-page'),
);
const RegisterPage = lazy(
  () => import(/* webpackChunkName: "page-register" */ '../features/register/register-page'),
);
const ProfilePage = lazy(
  () => import(/* webpackChunkName: "page-profile" */ '../features/profile/profile-page'),
);
const OrdersPage = lazy(() => import(/* webpackChunkName: "page-orders" */ '../features/orders/orders-page'));
const OrderPage = lazy(() => import(/* webpackChunkName: "page-order" */ '../features/orders/order-page'));
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'),
);
const AskAvailabilityPage = lazy(
  () => import(/* webpackChunkName: "page-ask-availability" */ '../features/contact/ask-availability-page'),
);

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
