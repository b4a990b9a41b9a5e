// The public face of the cart, for the checkout pages (same remote): the cart store with the
// order code of the checkout under way, the cart as verify_cart takes it, showing a refused
// cart's errors, forgetting the order code, and showing what the server kept of it once paid.
export { showCartKeptAfterPayment } from './after-payment';
export { type CartItem } from './cart-rules';
export { type CheckoutStart, cartToVerify, showCartErrors } from './checkout-start';
export { whenSynced } from './server-queue';
export { clearCart } from './stores/cart-actions';
export { type CartState, cartState, setOrderCode } from './stores/cart-store';
