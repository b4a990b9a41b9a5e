import { sql } from 'kysely';
import { type Db } from '../../db/database';
import { briefColumns } from '../catalog/brief-columns';
import { type CatalogLanguage } from '../catalog/catalog.repository';

export class CartRepository {
  constructor(private readonly db: Db) {}

  lines(userId: number, language: CatalogLanguage) {
    return this.db
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([...briefColumns(language), 'c.quantity'])
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at')
      .orderBy('p.id')
      .execute();
  }

  productStock(productId: number) {
    return this.db
      .selectFrom('products')
      .select(['stock', 'price_cents'])
      .where('id', '=', productId)
      .executeTakeFirst();
  }

  /**
   * Sets the line's quantity only if the product has that many in stock, in one statement
   * so a concurrent sale cannot slip between the check and the write. False when it has not.
   */
  async setQuantityWithinStock(userId: number, productId: number, quantity: number): Promise<boolean> {
    const result = await sql`
      insert into cart_items (user_id, product_id, quantity, unit_price_cents)
      select ${userId}, id, ${quantity}, price_cents from products where id = ${productId} and stock >= ${quantity}
      on conflict (user_id, product_id) do update
        set quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents, updated_at = now()`.execute(
      this.db,
    );
    return (result.numAffectedRows ?? 0n) > 0n;
  }

  /**
   * Takes out of a user's cart the units a paid order bought, on the executor given (the
   * payment's transaction): each bought product's line loses that many, and goes when none
   * is left. Other lines, and units added beyond what was bought, stay (another tab's).
   */
  async removeBought(
    userId: number,
    units: readonly { productId: number; quantity: number }[],
    executor: Db = this.db,
  ): Promise<void> {
    if (units.length === 0) return;
    const rows = units.map(({ productId, quantity }) => sql`(${productId}::integer, ${quantity}::integer)`);
    const bought = sql`(values ${sql.join(rows)}) as bought (product_id, quantity)`;
    // The emptied lines first: the update cannot leave a line at 0 (its CHECK).
    await sql`
      delete from cart_items c using ${bought}
      where c.user_id = ${userId} and c.product_id = bought.product_id and c.quantity <= bought.quantity`.execute(
      executor,
    );
    await sql`
      update cart_items c set quantity = c.quantity - bought.quantity, updated_at = now()
      from ${bought}
      where c.user_id = ${userId} and c.product_id = bought.product_id and c.quantity > bought.quantity`.execute(
      executor,
    );
  }

  async remove(userId: number, productId: number): Promise<void> {
    await this.db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
  }
}
