import { type OrderDetail, type VerifyCartRequest } from 'shared-contracts';

// ─── The seam between checkout and the cart feature ────────────────────────────────────────
// Everything the checkout pages need of the cart, in this one file:
//   - the order code of the checkout under way (set by the cart's checkout button, SPEC.md §4);
//   - forgetting it when the cart no longer verifies before paying (payment step 1);
//   - the cart as verify_cart takes it, to verify it again before paying;
//   - emptying the cart once paid.
// features/cart/index.ts (branch `cart`) will export the cart store, the order code and a way
// to empty the cart; until it is on main these are stand-ins, and this is the only file to
// change when it is:
//   - no code is known here, so the pages ask the API for the customer's order in PAYMENT
//     (POST /order/current_code), which the cart's checkout button has created;
//   - the cart to verify is read from that order's lines, coupon and total (the cart it was
//     made from, priced by the server);
//   - emptying and forgetting do nothing: the API empties the server cart in the payment's
//     own transaction, and a page load reads it again.

/** The order code the cart holds for the checkout under way, if it holds one. */
export function knownOrderCode(): string | undefined {
  return undefined;
}

/** The cart no longer verifies (SPEC.md §4 payment step 1): its order code goes. */
export function forgetOrderCode(): void {}

/** Paid (SPEC.md §4 payment step 4): the cart is emptied. */
export function emptyCartAfterPayment(): void {}

/** The cart as verify_cart takes it, before paying for this order. */
export function cartToVerify(order: OrderDetail): VerifyCartRequest {
  return {
    cart_data: order.products.map((line) => ({
      id: line.productId,
      quantity: line.amount,
      price: line.price,
    })),
    coupon_code_discount: order.nameDiscount,
    total: order.finalPrice,
  };
}
