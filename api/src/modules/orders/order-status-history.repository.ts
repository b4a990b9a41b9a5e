import { type Db } from '../../db/database';
import { type OrderStatus } from '../../db/schema';

export interface StatusChange {
  orderId: number;
  from: OrderStatus;
  to: Exclude<OrderStatus, 'PAYMENT'>;
  /** The staff member who made it; null when the shop did (the payment: PAYMENT → RECEIVED). */
  changedBy: { id: number; email: string } | null;
  at: Date;
}

/**
 * Every change of an order's status (order_status_changes, migration 0011): written by the
 * payment and by the back office in the transaction that changes the status, read by the
 * back office's order detail.
 */
export class OrderStatusHistoryRepository {
  constructor(private readonly db: Db) {}

  async record(change: StatusChange, executor: Db = this.db): Promise<void> {
    await executor
      .insertInto('order_status_changes')
      .values({
        order_id: change.orderId,
        from_status: change.from,
        to_status: change.to,
        changed_by: change.changedBy?.id ?? null,
        changed_by_email: change.changedBy?.email ?? null,
        changed_at: change.at,
      })
      .execute();
  }

  /** An order's changes, oldest first. */
  listOf(orderId: number) {
    return this.db
      .selectFrom('order_status_changes')
      .select(['from_status', 'to_status', 'changed_by_email', 'changed_at'])
      .where('order_id', '=', orderId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
  }
}
