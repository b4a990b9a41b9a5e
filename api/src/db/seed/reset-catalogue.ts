import { type Kysely, sql } from 'kysely';
import { type Database } from '../schema';

/**
 * Empties the catalogue and everything that points at products (wishlists, carts,
 * coupons and, through the order lines, orders) so a new catalogue can be seeded.
 * Development and benchmarks only: it is what `db:seed --reset` does.
 */
export async function resetCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`truncate collections, product_types, products, search_words, coupons, wishlist_items, cart_items
    restart identity cascade`.execute(db);
}
