import { z } from 'zod';
import { CART_MAX_AMOUNT } from '../cart/cart-product';
import { AppliedCouponCodeSchema } from '../coupons/coupon';
import { EuroAmountSchema } from '../shared/money';
import { NoErrorsSchema } from '../shared/no-errors';
import { ProductIdSchema } from '../shared/wire-id';
import { lazySchema } from '../shared/lazy-schema';

/** Most lines one cart may send. */
export const CART_DATA_MAX_LINES = 100;

/** A cart line as the browser holds it: the product, how many, and the unit price it shows. */
export const CartDataLineSchema = lazySchema(() =>
  z.object({
    id: ProductIdSchema,
    quantity: z.number().int().min(1).max(CART_MAX_AMOUNT),
    price: EuroAmountSchema,
  }),
);
export type CartDataLine = z.input<typeof CartDataLineSchema>;

/**
 * POST /checkout/verify_cart (anyone: visitors verify before they sign in). `price` is each
 * line's unit price and `total` the final price the shopper saw (after the coupon), in euros
 * with two decimals; `coupon_code_discount` is the applied coupon's code or null. The server
 * recomputes every price and total from its own data (cartTotals) and never trusts these.
 */
export const VerifyCartRequestSchema = lazySchema(() =>
  z.object({
    cart_data: z
      .array(CartDataLineSchema)
      .min(1)
      .max(CART_DATA_MAX_LINES)
      .superRefine((lines, ctx) => {
        const seen = new Set<number>();
        lines.forEach((line, index) => {
          if (seen.has(line.id))
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'duplicate_product' });
          seen.add(line.id);
        });
      }),
    coupon_code_discount: AppliedCouponCodeSchema,
    total: EuroAmountSchema,
  }),
);
export type VerifyCartRequest = z.input<typeof VerifyCartRequestSchema>;

/**
 * A cart that can be bought as it is: every error list empty (docs/spec.md §4). Anything else is a
 * 4xx whose `errors` name what to fix, with the keys of VERIFY_CART_ERRORS: 404 when a product
 * or the coupon does not exist, 410 when the coupon has expired, 409 when a line is short of
 * stock, a price has changed or the total differs.
 */
export const VerifyCartAnswerSchema = lazySchema(() => z.object({ errors: NoErrorsSchema }));
export type VerifyCartAnswer = z.infer<typeof VerifyCartAnswerSchema>;

export type CartLineErrorTopic = 'stock' | 'price' | 'product';

/**
 * The error keys of a refused verify_cart. Line keys carry the product id:
 * `stock.<id>` 'There are not {quantity} available' (the quantity asked for; the line's
 * current stock comes with the cart or the product, for errorStockQuantity), `price.<id>` the
 * unit price has changed, `product.<id>` the product is gone. Whole-cart keys:
 * `coupon_code_discount` (unknown or expired coupon) and `total` (differs from the server's).
 */
export const VERIFY_CART_ERRORS = {
  coupon: 'coupon_code_discount',
  total: 'total',
  line: (topic: CartLineErrorTopic, productId: number): string => `${topic}.${productId}`,
} as const;

export interface CartLineError {
  topic: CartLineErrorTopic;
  productId: number;
  messages: string[];
}

/** The line errors of a refused verify_cart, for the cart to show under each line. */
export function cartLineErrors(errors: Record<string, string[]>): CartLineError[] {
  return Object.entries(errors).flatMap(([key, messages]) => {
    const match = /^(stock|price|product)\.(\d+)$/.exec(key);
    if (!match || messages.length === 0) return [];
    return [{ topic: match[1] as CartLineErrorTopic, productId: Number(match[2]), messages }];
  });
}
