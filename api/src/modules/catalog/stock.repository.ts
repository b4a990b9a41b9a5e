import { type Db } from '../../db/database';

/**
 * The stock of products. Every method takes the executor it runs on: the database, or a
 * transaction a service opened, so a sale can take stock, empty a cart and record an order
 * and its payment all or nothing.
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes `quantity` units of a product, only if that many are in stock, in one guarded
   * statement (no read-then-write race between buyers). False when they are not there.
   */
  async take(productId: number, quantity: number, executor: Db = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('products')
      .set((eb) => ({
        stock: eb('stock', '-', quantity),
        units_sold: eb('units_sold', '+', quantity),
      }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    return (result.numUpdatedRows ?? 0n) > 0n;
  }

  async stockOf(productId: number, executor: Db = this.db): Promise<number | undefined> {
    const row = await executor
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirst();
    return row?.stock;
  }
}
