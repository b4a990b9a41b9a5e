import { type Insertable } from 'kysely';
import { type Db } from '../../db/database';
import { type PaymentsTable } from '../../db/schema';
import { OrderStatusHistoryRepository } from '../orders/order-status-history.repository';
import { type ShopLanguage } from './gateway/payment-gateway';

export type NewPayment = Insertable<PaymentsTable>;

/**
 * SQL of the payment: the order being paid, its lines' stock, the payment rows. Every method
 * takes the executor it runs on, the database or the authorisation's transaction; the locking
 * reads (`FOR UPDATE`) only make sense inside one.
 */
export class PaymentsRepository {
  private readonly statusHistory: OrderStatusHistoryRepository;

  constructor(private readonly db: Db) {
    this.statusHistory = new OrderStatusHistoryRepository(db);
  }

  /** The order to pay by its code: owner, status and its own total. */
  orderByCode(code: string, executor: Db = this.db) {
    return executor
      .selectFrom('orders')
      .select(['id', 'code', 'status', 'user_id', 'total_cents'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * The order again, its row locked until the transaction ends: two authorisations of one
   * order run one after the other, and the second sees what the first did.
   */
  lockOrder(orderId: number, executor: Db) {
    return executor
      .selectFrom('orders')
      .select(['id', 'code', 'status', 'user_id', 'total_cents'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** The units each product of the order needs, by product id (the order locks are taken in). */
  unitsToTake(orderId: number, executor: Db) {
    return executor
      .selectFrom('order_lines')
      .select((eb) => ['product_id', eb.fn.sum<string>('quantity').as('quantity')])
      .where('order_id', '=', orderId)
      .groupBy('product_id')
      .orderBy('product_id')
      .execute()
      .then((rows) => rows.map((row) => ({ productId: row.product_id, quantity: Number(row.quantity) })));
  }

  /**
   * The stock of these products, their rows locked until the transaction ends, in id order
   * (every payment locks in the same order, so two cannot wait on each other): no other sale
   * can take their units between this check and the decrement after the charge.
   */
  lockStock(productIds: readonly number[], executor: Db) {
    if (productIds.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('id', 'in', productIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The stock of these products as last committed, without locking them. */
  stockOf(productIds: readonly number[], executor: Db) {
    if (productIds.length === 0) return Promise.resolve([]);
    return executor.selectFrom('products').select(['id', 'stock']).where('id', 'in', productIds).execute();
  }

  /** The attempt already made with this idempotency key, if any. */
  paymentByKey(idempotencyKey: string, executor: Db = this.db) {
    return executor
      .selectFrom('payments')
      .select(['id', 'status', 'order_id'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  /** The order's authorised payment (at most one: a unique index). */
  authorizedPayment(orderId: number, executor: Db = this.db) {
    return executor
      .selectFrom('payments')
      .select(['id', 'idempotency_key', 'reference'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'authorized')
      .executeTakeFirst();
  }

  async recordPayment(payment: NewPayment, executor: Db = this.db): Promise<void> {
    await executor.insertInto('payments').values(payment).execute();
  }

  /**
   * PAYMENT → RECEIVED with its paid_at, once, and the change in the order's status history
   * as the shop's own (no staff member): false when the order was not in PAYMENT.
   */
  async markReceived(
    orderId: number,
    paidAt: Date,
    confirmationLanguage: ShopLanguage,
    executor: Db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('orders')
      .set({
        status: 'RECEIVED',
        paid_at: paidAt,
        updated_at: paidAt,
        confirmation_language: confirmationLanguage,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'PAYMENT')
      .executeTakeFirst();
    if ((result.numUpdatedRows ?? 0n) === 0n) return false;
    await this.statusHistory.record(
      { orderId, from: 'PAYMENT', to: 'RECEIVED', changedBy: null, at: paidAt },
      executor,
    );
    return true;
  }
}
