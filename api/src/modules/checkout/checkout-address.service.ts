import { type Address, type AddressInitializeAnswer } from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError } from '../../http/api-error';
import { type AddressesRepository } from './addresses.repository';
import { type CheckoutRepository } from './checkout.repository';

/** The address step (docs/spec.md §4 Address save): what it starts with, and where it saves. */
export class CheckoutAddressService {
  constructor(
    private readonly db: Db,
    private readonly repository: CheckoutRepository,
    private readonly addresses: AddressesRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * The current order's addresses once saved, else those of the customer's last order that
   * has any, else null (each of the two on its own).
   */
  async prefill(userId: number): Promise<AddressInitializeAnswer> {
    const current = await this.repository.currentOrder(userId);
    const source =
      current && (current.billing_address_id !== null || current.shipping_address_id !== null)
        ? current
        : await this.repository.lastOrderWithAddresses(userId);
    const billingId = source?.billing_address_id ?? null;
    const shippingId = source?.shipping_address_id ?? null;
    const found = await this.addresses.byIds([billingId, shippingId].filter((id) => id !== null));
    return {
      billing_address: (billingId !== null && found.get(billingId)) || null,
      shipping_address: (shippingId !== null && found.get(shippingId)) || null,
      errors: {},
    };
  }

  /**
   * Saves both addresses on the customer's order under checkout, replacing any saved before;
   * with none in PAYMENT (paid meanwhile, or dropped) a 409 `save`. The order's row is held
   * for the transaction, so a payment that marks it RECEIVED goes before or after, never between.
   */
  async save(userId: number, billing: Address, shipping: Address): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const order = await this.repository.currentOrder(userId, trx, true);
      if (!order) throw apiError(409, 'save', 'checkout_order_missing');
      const ids = {
        billing: await this.addresses.insert(userId, billing, trx),
        shipping: await this.addresses.insert(userId, shipping, trx),
      };
      await this.repository.setAddresses(order.id, ids, this.now(), trx);
      const previous = [order.billing_address_id, order.shipping_address_id].filter((id) => id !== null);
      await this.repository.deleteUnusedAddresses(previous, trx);
    });
  }
}
