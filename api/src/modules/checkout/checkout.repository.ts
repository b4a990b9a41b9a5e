import { type DeliveryMethod } from 'shared-contracts';
import { type Db } from '../../db/database';

/**
 * The checkout's SQL: products as they are priced now, the customer's cart as an order takes
 * it, the customer's order under checkout (the newest in PAYMENT) and abandoned ones. Methods
 * that a service runs inside its transaction take the executor.
 */
export class CheckoutRepository {
  constructor(private readonly db: Db) {}

  /** Price (after the product's own discount) and stock of the products asked for. */
  productsForPricing(ids: readonly number[]) {
    return this.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'stock'])
      .where('id', 'in', ids)
      .execute();
  }

  /** The customer's cart as an order takes it: each line with its product as it is now. */
  cartForOrder(userId: number, executor: Db = this.db) {
    return executor
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['p.id', 'c.quantity', 'p.price_cents', 'p.stock', 'p.name_es', 'p.images'])
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at')
      .orderBy('p.id')
      .execute();
  }

  /**
   * Holds the customer's row until the transaction ends, so one customer's checkouts run one at
   * a time. FOR NO KEY UPDATE: rows that merely point at the user (a cart line, a wishlist item)
   * can still be written meanwhile.
   */
  async lockCustomer(userId: number, executor: Db): Promise<void> {
    await executor.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }

  /**
   * Deletes the customer's orders in PAYMENT that no payment touches: none recorded (an
   * authorised one would have made it RECEIVED; a declined or failed one is kept with its
   * order as history), and no 3-D Secure transaction still alive at `now` (a shopper may be in
   * the challenge frame of another tab). Lines and expired transactions go with the order.
   * Answers the address ids the deleted orders held.
   */
  async deleteAbandonedOrders(userId: number, now: Date, executor: Db): Promise<number[]> {
    const deleted = await executor
      .deleteFrom('orders')
      .where('user_id', '=', userId)
      .where('status', '=', 'PAYMENT')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payments as p').select('p.id').whereRef('p.order_id', '=', 'orders.id'))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('threeds_transactions as t')
              .select('t.server_trans_id')
              .whereRef('t.order_id', '=', 'orders.id')
              .where('t.expires_at', '>', now),
          ),
        ),
      )
      // A payment attempt still open may stand for a charge: the order stays until it is settled.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment_attempts as a')
              .select('a.id')
              .whereRef('a.order_id', '=', 'orders.id')
              .where('a.state', '=', 'pending'),
          ),
        ),
      )
      .returning(['billing_address_id', 'shipping_address_id'])
      .execute();
    return deleted.flatMap((row) => [row.billing_address_id, row.shipping_address_id]).filter(isId);
  }

  /** Deletes those of these addresses no order points at any more. */
  async deleteUnusedAddresses(ids: readonly number[], executor: Db): Promise<void> {
    if (ids.length === 0) return;
    await executor
      .deleteFrom('addresses')
      .where('id', 'in', ids)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('orders as o')
              .select('o.id')
              .where((o) =>
                o.or([
                  o('o.billing_address_id', '=', o.ref('addresses.id')),
                  o('o.shipping_address_id', '=', o.ref('addresses.id')),
                ]),
              ),
          ),
        ),
      )
      .execute();
  }

  /**
   * The customer's order under checkout: the newest still in PAYMENT. With `lock`, its row is
   * held until the transaction ends (a payment that marks it RECEIVED waits, or goes first).
   */
  currentOrder(userId: number, executor: Db = this.db, lock = false) {
    const query = executor
      .selectFrom('orders')
      .select(['id', 'code', 'billing_address_id', 'shipping_address_id'])
      .where('user_id', '=', userId)
      .where('status', '=', 'PAYMENT')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** The customer's newest order that holds an address, whatever its status. */
  lastOrderWithAddresses(userId: number) {
    return this.db
      .selectFrom('orders')
      .select(['billing_address_id', 'shipping_address_id'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('billing_address_id', 'is not', null), eb('shipping_address_id', 'is not', null)]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Who an order is and where it stands, by its code. */
  orderByCode(code: string) {
    return this.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'status'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Sets the delivery method of an order still in PAYMENT; false when it no longer is. */
  async setDelivery(orderId: number, method: DeliveryMethod, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ delivery_method: method, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'PAYMENT')
      .executeTakeFirst();
    return (result.numUpdatedRows ?? 0n) > 0n;
  }

  async setAddresses(
    orderId: number,
    ids: { billing: number; shipping: number },
    now: Date,
    executor: Db,
  ): Promise<void> {
    await executor
      .updateTable('orders')
      .set({ billing_address_id: ids.billing, shipping_address_id: ids.shipping, updated_at: now })
      .where('id', '=', orderId)
      .execute();
  }
}

const isId = (id: number | null): id is number => id !== null;
