import { z } from 'zod';
import { DeliveryMethodSchema } from '../checkout/delivery';
import { COUPON_DISCOUNT_LIMIT } from '../coupons/coupon';
import { ImageUrlSchema } from '../shared/image-url';
import { EurosSchema } from '../shared/money';
import { OrderSummarySchema } from './order-summary';
import { lazySchema } from '../shared/lazy-schema';

/**
 * A line of an order as bought (docs/spec.md §3): `price` the unit price paid, `amount` how many.
 * The name is in the language asked while the product exists, else as it was bought.
 */
export const OrderLineSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    image: ImageUrlSchema,
    price: EurosSchema,
    amount: z.number().int().min(1),
    productId: z.number().int().positive(),
  }),
);
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * An order's detail: docs/spec.md §3's lines and totals as charged (cartPrice the subtotal,
 * cartDiscount the discount amount, finalPrice what was paid; nameDiscount the coupon's code
 * or null and percentageDiscount its percent, 0 without one), plus the code, status and date
 * of the order list so the page needs no second call.
 */
export const OrderDetailSchema = lazySchema(() =>
  OrderSummarySchema.extend({
    products: z.array(OrderLineSchema),
    cartPrice: EurosSchema,
    cartDiscount: EurosSchema,
    nameDiscount: z.string().nullable(),
    percentageDiscount: z.number().min(0).max(COUPON_DISCOUNT_LIMIT),
    finalPrice: EurosSchema,
    /** How the order reaches the customer (the checkout's Delivery step); absent on older orders. */
    delivery: DeliveryMethodSchema.optional(),
  }),
);
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
