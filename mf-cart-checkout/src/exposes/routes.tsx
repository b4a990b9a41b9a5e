import 'remote-kit/chunk-retry';
import { PageFallback } from 'remote-kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import '../i18n';

// One lazy chunk per page keeps this module, loaded on every visit to the cart and checkout, small.
// Chunk names: pages.json tells the server which chunk a path needs, to preload it with the page.
const CartPage = lazy(() => import(/* webpackChunkName: "page-cart" */ '../features/cart/cart-page'));
const AddressPage = lazy(
  () => import(/* webpackChunkName: "page-address" */ '../features/checkout/address/address-page'),
);
const DeliveryPage = lazy(
  () => import(/* webpackChunkName: "page-delivery" */ '../features/checkout/delivery/delivery-page'),
);
const PaymentPage = lazy(
  () => import(/* webpackChunkName: "page-payment" */ '../features/checkout/payment/payment-page'),
);
const ConfirmationPage = lazy(
  () =>
    import(/* webpackChunkName: "page-confirmation" */ '../features/checkout/confirmation/confirmation-page'),
);

export default function CartCheckoutRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path={ROUTES.cart} element={<CartPage />} />
        <Route path={ROUTES.checkout} element={<AddressPage />} />
        <Route path={ROUTES.checkoutAddress} element={<AddressPage />} />
        <Route path={ROUTES.checkoutDelivery} element={<DeliveryPage />} />
        <Route path={ROUTES.checkoutPayment} element={<PaymentPage />} />
        <Route path={ROUTES.checkoutConfirmation} element={<ConfirmationPage />} />
      </Routes>
    </Suspense>
  );
}
