import { type Db } from '../../db/database';
import { type OrderStatus } from '../../db/schema';

export interface OrderFilter {
  /** Only orders in this status; without it, every paid order (not PAYMENT). */
  status?: OrderStatus;
  /** An order code, or part of the billing or shipping address's or the customer account's e-mail, case-insensitive. */
  search?: string;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Every order, for staff: SQL only. The list is served by migration 0011's indexes: newest
 * first over paid orders or per status, and the search by e-mail through the addresses' and
 * the users' trigram indexes (0011, 0012), then the orders pointing at the matches.
 */
export class BackofficeOrdersRepository {
  constructor(private readonly db: Db) {}

  /** One page of the matching orders, newest first, with their addresses' ids. */
  page(filter: OrderFilter, page: number, pageSize: number) {
    return this.matching(filter)
      .select(['o.code', 'o.status', 'o.created_at', 'o.billing_address_id', 'o.shipping_address_id'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }

  async count(filter: OrderFilter): Promise<number> {
    const row = await this.matching(filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The order's id and status, its row locked until the transaction ends. */
  lockByCode(code: string, executor: Db) {
    return executor
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
  }

  async setStatus(orderId: number, status: OrderStatus, now: Date, executor: Db): Promise<void> {
    await executor.updateTable('orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
  }

  private matching({ status, search }: OrderFilter) {
    let query = this.db.selectFrom('orders as o');
    query = status ? query.where('o.status', '=', status) : query.where('o.status', '!=', 'PAYMENT');
    if (search) {
      const code = search.toUpperCase();
      const pattern = `%${likeLiteral(search)}%`;
      query = query.where('o.id', 'in', (eb) =>
        eb
          .selectFrom('orders as c')
          .select('c.id')
          .where('c.code', '=', code)
          .unionAll(
            eb
              .selectFrom('addresses as a')
              .innerJoin('orders as b', 'b.billing_address_id', 'a.id')
              .select('b.id')
              .where('a.email', 'ilike', pattern),
          )
          .unionAll(
            eb
              .selectFrom('addresses as a')
              .innerJoin('orders as s', 's.shipping_address_id', 'a.id')
              .select('s.id')
              .where('a.email', 'ilike', pattern),
          )
          .unionAll(
            eb
              .selectFrom('users as u')
              .innerJoin('orders as m', 'm.user_id', 'u.id')
              .select('m.id')
              .where('u.email', 'ilike', pattern),
          ),
      );
    }
    return query;
  }
}
