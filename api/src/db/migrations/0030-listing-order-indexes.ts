import { type Kysely, sql } from 'kysely';

// A listing's products are read in each of its orders at once (modules/catalog/
// listing-orders.ts): ids and prices, walked in the order of an index. With the price in
// every order's index, each walk reads the index alone (no product row, no sort); the sales
// in name order had no index and were sorted, 30,000 names at a time.

interface OrderIndex {
  name: string;
  columns: string;
  where?: string;
}

const REBUILT: OrderIndex[] = [
  { name: 'products_type_best', columns: 'type_id, units_sold desc, id' },
  { name: 'products_type_name_es', columns: 'type_id, sort_name_es, id' },
  { name: 'products_type_name_en', columns: 'type_id, sort_name_en, id' },
  { name: 'products_sales_best', columns: 'units_sold desc, id', where: 'discount_percent > 0' },
];

const ADDED: OrderIndex[] = [
  { name: 'products_sales_name_es', columns: 'sort_name_es, id', where: 'discount_percent > 0' },
  { name: 'products_sales_name_en', columns: 'sort_name_en, id', where: 'discount_percent > 0' },
];

function create(db: Kysely<unknown>, index: OrderIndex, withPrice: boolean) {
  const include = withPrice ? ' include (price_cents)' : '';
  const where = index.where ? ` where ${index.where}` : '';
  return sql`create index ${sql.id(index.name)} on products (${sql.raw(index.columns)})${sql.raw(include + where)}`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of REBUILT) {
    await sql`drop index ${sql.id(index.name)}`.execute(db);
    await create(db, index, true);
  }
  for (const index of ADDED) await create(db, index, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ADDED) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const index of REBUILT) {
    await sql`drop index ${sql.id(index.name)}`.execute(db);
    await create(db, index, false);
  }
}
