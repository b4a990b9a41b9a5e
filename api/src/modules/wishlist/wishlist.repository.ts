import { type Db } from '../../db/database';
import { briefColumns } from '../catalog/brief-columns';
import { type CatalogLanguage } from '../catalog/catalog.repository';

export class WishlistRepository {
  constructor(private readonly db: Db) {}

  list(userId: number, language: CatalogLanguage) {
    return this.db
      .selectFrom('wishlist_items as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .select([...briefColumns(language)])
      .where('w.user_id', '=', userId)
      .orderBy('w.created_at')
      .orderBy('p.id')
      .execute();
  }

  /** False when the product does not exist. */
  async insertOrSkip(userId: number, productId: number): Promise<boolean> {
    const result = await this.db
      .insertInto('wishlist_items')
      .columns(['user_id', 'product_id'])
      .expression((eb) =>
        eb
          .selectFrom('products')
          .select([eb.val(userId).as('user_id'), 'id'])
          .where('id', '=', productId),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
      .executeTakeFirst();
    if (result.numInsertedOrUpdatedRows && result.numInsertedOrUpdatedRows > 0n) return true;
    return this.productExists(productId);
  }

  async remove(userId: number, productId: number): Promise<void> {
    await this.db
      .deleteFrom('wishlist_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
  }

  private async productExists(productId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
