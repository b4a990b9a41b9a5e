import { type Bus, type FieldErrors, type VerifyCartRequest } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { cartState, cartToVerify, showCartErrors, showCartKeptAfterPayment, whenSynced } from '../cart';

// What the checkout pages take from the cart feature (through features/cart/index.ts), in this
// one file: the order under checkout, the cart to verify again before paying, showing a cart
// that no longer verifies, and what the server kept of it once paid.

export interface CartOrder {
  /** The order the cart's checkout start made (POST /checkout/initialize), if any. */
  orderCode: string | undefined;
  /**
   * True until the cart has settled for this customer: its service has not shown their cart
   * yet, a sign-in's merge runs (a guest back from signing in: the checkout start follows it),
   * or a checkout start runs. Then `orderCode` is the cart's word: an order, or none.
   */
  settling: boolean;
}

/** The order under checkout as the cart holds it for a signed-in customer; any change to the cart forgets it. */
export function useCartOrder(userId: number): CartOrder {
  const { orderCode, checkoutStarting, merging, owner } = useSnapshot(cartState);
  return { orderCode: orderCode ?? undefined, settling: owner !== userId || merging || checkoutStarting };
}

/** The cart as verify_cart takes it, once every change made to it has reached the server. */
export async function cartToVerifyNow(): Promise<VerifyCartRequest> {
  await whenSynced();
  return cartToVerify();
}

/** docs/spec.md §4 payment step 1 refused: the errors on the cart's lines, and its order code gone. */
export function showRefusedCart(bus: Bus, errors: FieldErrors): void {
  void showCartErrors(bus, errors);
}

/**
 * docs/spec.md §4 payment step 4 passed: the cart no longer holds what was bought, and shows what the
 * server kept (a line added in another tab after the checkout started was not bought).
 */
export function showCartAfterPayment(bus: Bus): void {
  void showCartKeptAfterPayment(bus);
}
