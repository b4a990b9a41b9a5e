import { type Db } from '../../db/database';
import { announceLocalChange } from './catalog-changes';

/**
 * The stock of products. `take` runs on the executor given: the database, or a transaction
 * a service opened, so a payment takes the stock, takes the units bought out of the cart and
 * records the order's payment all or nothing (payments/payment-authorization.ts).
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes `quantity` units of a product, only if that many are in stock, in one guarded
   * statement (no read-then-write race between buyers). False when they are not there.
   * The catalogue's cached answers showing the product stop being served at once (the
   * commit's notice, migration 0020, then tells every instance).
   */
  async take(productId: number, quantity: number, executor: Db = this.db): Promise<boolean> {
    const taken = await executor
      .updateTable('products')
      .set((eb) => ({
        stock: eb('stock', '-', quantity),
        units_sold: eb('units_sold', '+', quantity),
      }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .returning('type_id')
      .executeTakeFirst();
    if (taken) announceLocalChange(this.db, { productIds: [productId], typeIds: [taken.type_id] });
    return taken !== undefined;
  }
}
