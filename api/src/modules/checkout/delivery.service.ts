import { type DeliveryMethod } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { type CheckoutRepository } from './checkout.repository';

/** The Delivery step: the method is set on the customer's own order while it is in PAYMENT. */
export class DeliveryService {
  constructor(
    private readonly repository: CheckoutRepository,
    private readonly now: () => Date,
  ) {}

  /** An unknown code is a 404 `order`, another customer's order a 403 `order`, a paid one a 409 `order_code`. */
  async choose(userId: number, code: string, method: DeliveryMethod): Promise<void> {
    const order = await this.repository.orderByCode(code);
    if (!order) throw apiError(404, 'order', 'order_not_found', { code });
    if (order.user_id !== userId) throw apiError(403, 'order', 'order_not_yours');
    const set =
      order.status === 'PAYMENT' && (await this.repository.setDelivery(order.id, method, this.now()));
    if (!set) throw apiError(409, 'order_code', 'order_already_paid');
  }
}
