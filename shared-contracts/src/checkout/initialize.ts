import { z } from 'zod';
import { AppliedCouponCodeSchema } from '../coupons/coupon';
import { EuroAmountSchema } from '../shared/money';
import { OrderCodeSchema } from '../shared/order-code';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /checkout/initialize (Bearer): turns the customer's server-side cart into an order in
 * PAYMENT and answers its code. `final_price` is the total the customer saw, in euros with two
 * decimals (`centsToEuros(cartTotals(…).finalPriceCents)`); `discount_code` the coupon's code
 * or null. The server prices the order itself: a final price that differs from its own is a
 * 409 under `final_price`, a short line a 409 under `stock.<productId>`, an unknown or expired
 * coupon a 404 or 410 under `discount_code`.
 */
export const InitializeCheckoutRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    discount_code: AppliedCouponCodeSchema,
    final_price: EuroAmountSchema,
  }),
);
export type InitializeCheckoutRequest = z.input<typeof InitializeCheckoutRequestSchema>;

export const InitializeCheckoutAnswerSchema = lazySchema(() => z.object({ code: OrderCodeSchema }));
export type InitializeCheckoutAnswer = z.infer<typeof InitializeCheckoutAnswerSchema>;
