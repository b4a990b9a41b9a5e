import {
  cartTotals,
  type CartTotalsLine,
  eurosToCents,
  VERIFY_CART_ERRORS,
  type VerifyCartAnswer,
  type VerifyCartRequestSchema,
} from 'shared-contracts';
import { type z } from 'zod';
import { type Db } from '../../db/database';
import { apiError } from '../../http/api-error';
import { placeOrder } from '../orders/order-placement';
import { type OrdersRepository } from '../orders/orders.repository';
import { type CheckoutCoupons, couponUsable, discountPercentOf } from './checkout-coupons';
import { CheckoutRefusal } from './checkout-refusal';
import { type CheckoutRepository } from './checkout.repository';

export type VerifyCartBody = z.output<typeof VerifyCartRequestSchema>;

/** Where initialize answers its refusals (shared-contracts checkout/initialize.ts). */
const INITIALIZE_FIELDS = { coupon: 'discount_code', total: 'final_price', cart: 'cart' } as const;

/**
 * From the cart button to an order in PAYMENT (docs/spec.md §4 Checkout start). Prices, discounts
 * and totals are the server's, in integer cents, from the products and coupons tables; what
 * the browser sends is only compared with them (docs/security.md, docs/payments.md).
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly repository: CheckoutRepository,
    private readonly orders: OrdersRepository,
    private readonly coupons: CheckoutCoupons,
    private readonly now: () => Date,
  ) {}

  /**
   * A cart anyone holds, checked line by line against the catalogue: a product gone (404
   * `product.<id>`), short of stock (409 `stock.<id>`), or whose unit price is not the one
   * sent (409 `price.<id>`); the coupon (404 or 410); and the total, recomputed by cartTotals
   * from the server's prices and coupon, against the one the shopper saw (409 `total`).
   */
  async verifyCart(body: VerifyCartBody): Promise<VerifyCartAnswer> {
    const products = new Map(
      (await this.repository.productsForPricing(body.cart_data.map((line) => line.id))).map((row) => [
        row.id,
        row,
      ]),
    );
    const refusal = new CheckoutRefusal();
    const priced: CartTotalsLine[] = [];
    for (const { id, quantity, price } of body.cart_data) {
      const product = products.get(id);
      if (!product) {
        refusal.add(404, VERIFY_CART_ERRORS.line('product', id), 'product_not_found', { id });
        continue;
      }
      if (quantity > product.stock)
        refusal.add(409, VERIFY_CART_ERRORS.line('stock', id), 'stock_short', { quantity });
      if (eurosToCents(price) !== product.price_cents)
        refusal.add(409, VERIFY_CART_ERRORS.line('price', id), 'price_changed');
      priced.push({ unitPriceCents: product.price_cents, quantity });
    }
    const coupon = await this.coupons.check(body.coupon_code_discount);
    const couponKnown = couponUsable(coupon, refusal, VERIFY_CART_ERRORS.coupon);
    // A total is only comparable once every line and the coupon are known.
    if (couponKnown && priced.length === body.cart_data.length) {
      const { finalPriceCents } = cartTotals(priced, discountPercentOf(coupon));
      if (eurosToCents(body.total) !== finalPriceCents)
        refusal.add(409, VERIFY_CART_ERRORS.total, 'total_changed');
    }
    refusal.throwIfAny();
    return { errors: {} };
  }

  /** Drops the customer's abandoned checkouts (see deleteAbandonedOrders for what stays). */
  async cleanup(userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.repository.lockCustomer(userId, trx);
      await this.dropAbandoned(userId, trx);
    });
  }

  /** The code of the customer's order under checkout (the newest in PAYMENT), or null. */
  async currentCode(userId: number): Promise<string | null> {
    return (await this.repository.currentOrder(userId))?.code ?? null;
  }

  /**
   * The customer's server-side cart as a new order in PAYMENT, priced by the server: an
   * empty cart is a 409 `cart`, a short line a 409 `stock.<id>`, an unknown or expired
   * coupon a 404 or 410 `discount_code`, a final price other than the server's a 409
   * `final_price`. Abandoned checkouts are dropped first, in the same transaction, so the new
   * order is the customer's one order under checkout. Answers its code.
   */
  async initialize(userId: number, discountCode: string | null, finalPrice: number): Promise<string> {
    // Read before the transaction: on PGlite the transaction holds the one connection.
    const coupon = await this.coupons.check(discountCode);
    return this.db.transaction().execute(async (trx) => {
      await this.repository.lockCustomer(userId, trx);
      const cart = await this.repository.cartForOrder(userId, trx);
      if (cart.length === 0) throw apiError(409, INITIALIZE_FIELDS.cart, 'cart_empty');
      const refusal = new CheckoutRefusal();
      for (const line of cart) {
        if (line.quantity > line.stock)
          refusal.add(409, VERIFY_CART_ERRORS.line('stock', line.id), 'stock_short', {
            quantity: line.quantity,
          });
      }
      if (couponUsable(coupon, refusal, INITIALIZE_FIELDS.coupon)) {
        const lines = cart.map((line) => ({ unitPriceCents: line.price_cents, quantity: line.quantity }));
        const { finalPriceCents } = cartTotals(lines, discountPercentOf(coupon));
        if (eurosToCents(finalPrice) !== finalPriceCents)
          refusal.add(409, INITIALIZE_FIELDS.total, 'total_changed');
      }
      refusal.throwIfAny();
      await this.dropAbandoned(userId, trx);
      const order = await placeOrder(
        this.orders,
        {
          userId,
          lines: cart.map((line) => ({
            productId: line.id,
            name: line.name_es,
            image: line.images[0] ?? '',
            unitPriceCents: line.price_cents,
            quantity: line.quantity,
          })),
          coupon: coupon.kind === 'valid' ? { code: coupon.code, discountBp: coupon.discountBp } : null,
          placedAt: this.now(),
        },
        trx,
      );
      return order.code;
    });
  }

  private async dropAbandoned(userId: number, trx: Db): Promise<void> {
    const addressIds = await this.repository.deleteAbandonedOrders(userId, this.now(), trx);
    await this.repository.deleteUnusedAddresses(addressIds, trx);
  }
}
