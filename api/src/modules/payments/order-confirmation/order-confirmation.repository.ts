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
}
