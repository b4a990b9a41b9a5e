import { type Kysely } from 'kysely';
import * as productCounts from './0021-product-counts';

// Migration 0021 kept each listing scope's size in product_counts, by triggers on every
// insert, delete and change of type or sales membership. Since a listing's size, price span
// and filtered count come from its products in every order, read once per change
// (modules/catalog/listing-orders.ts), nothing reads it: its triggers only cost writers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await productCounts.down(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await productCounts.up(db);
}
