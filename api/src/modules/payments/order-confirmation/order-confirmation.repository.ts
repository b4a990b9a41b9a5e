import { type Db } from '../../../db/database';

/** What the order confirmation reads: the order's header with its customer's e-mail, and its addresses. */
export class OrderConfirmationRepository {
  constructor(private readonly db: Db) {}

  header(orderId: number) {
    return this.db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.code',
        'o.subtotal_cents',
        'o.discount_cents',
        'o.total_cents',
        'o.coupon_code',
        'o.coupon_discount_bp',
        'o.billing_address_id',
        'o.shipping_address_id',
        'o.delivery_method',
        'u.email',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
  }

  addresses(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('addresses').selectAll().where('id', 'in', ids).execute();
  }

  /** The mail went out. */
  async markMailed(orderId: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ confirmation_mailed_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  }

  /** Paid orders whose mail is still owed, paid before `paidBefore`, oldest first. */
  owed(paidBefore: Date, limit: number) {
    return this.db
      .selectFrom('orders')
      .select(['id', 'confirmation_language'])
      .where('paid_at', 'is not', null)
      .where('paid_at', '<', paidBefore)
      .where('confirmation_mailed_at', 'is', null)
      .orderBy('paid_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes an owed mail for this instance to send, marking it sent: another instance sweeping
   * at the same time finds it taken. False when someone else took it first.
   */
  async claim(orderId: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('orders')
      .set({ confirmation_mailed_at: new Date() })
      .where('id', '=', orderId)
      .where('confirmation_mailed_at', 'is', null)
      .executeTakeFirst();
    return (taken.numUpdatedRows ?? 0n) > 0n;
  }

  /** Owed again: sending it failed. */
  async release(orderId: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ confirmation_mailed_at: null })
      .where('id', '=', orderId)
      .execute();
  }
}
