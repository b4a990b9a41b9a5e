import { z } from 'zod';
import { OrderCodeSchema } from '../shared/order-code';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The Delivery step's choice (docs/spec.md §2 names the step, not its content): delivery to the
 * shipping address, or pick-up at the studio. Both are free, so the totals of docs/spec.md §4 hold.
 * An order without a choice is delivered home.
 */
export const DELIVERY_METHODS = ['home', 'studio_pickup'] as const;
export const DeliveryMethodSchema = lazySchema(() => z.enum(DELIVERY_METHODS));
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'home';

/** Working days until the order arrives or can be picked up, per method. */
export const DELIVERY_WORKING_DAYS: Record<DeliveryMethod, { min: number; max: number }> = {
  home: { min: 3, max: 5 },
  studio_pickup: { min: 2, max: 2 },
};

/**
 * POST /checkout/delivery (Bearer): sets the delivery method of the customer's order under
 * checkout (status PAYMENT). Another customer's order is a 403, an unknown one a 404, an order
 * already paid a 409 under `order_code`.
 */
export const SaveDeliveryRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    order_code: OrderCodeSchema,
    method: DeliveryMethodSchema,
  }),
);
export type SaveDeliveryRequest = z.input<typeof SaveDeliveryRequestSchema>;

export const SaveDeliveryAnswerSchema = SuccessAnswerSchema;
export type SaveDeliveryAnswer = z.infer<typeof SaveDeliveryAnswerSchema>;
