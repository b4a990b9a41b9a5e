import { type Kysely, sql } from 'kysely';

// The back office's prices (issue 28). Staff keep a product's list price and its discount;
// price_cents stays what the customer pays (the storefront reads it), derived from them by
// the back office in the same UPDATE (rules/pricing salePriceCents). The list prices of the
// products already there are derived back from their sale prices, which stay as they are.
//
// - discount_percent takes one decimal (12.5 %): numeric(3,1). ALTER TYPE refuses a column a
//   trigger names in its WHEN or UPDATE OF list, so 0029's products_touch is dropped around
//   it (and now also watches list_price_cents); the partial indexes on it are rebuilt by it.
// - version: one more at every staff change (never a sale), so a save made on an older read
//   is refused.
// - product_changes: who changed which field from what to what, and when, in the field's
//   unit (cents, tenths of a percent, units); the bulk change it belonged to, if any.
// - The prices screen's orders, each with ties by id, walked forwards or backwards.

const TOUCHED_COLUMNS = [
  'type_id',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  'width_cm',
  'height_cm',
  'long_cm',
  'price_cents',
  'list_price_cents',
  'discount_percent',
  'stock',
  'images',
] as const;

const ORDER_INDEXES = [
  { name: 'products_prices_name_es', columns: 'sort_name_es, id' },
  { name: 'products_prices_name_en', columns: 'sort_name_en, id' },
  { name: 'products_prices_list_price', columns: 'list_price_cents, id' },
  { name: 'products_prices_stock', columns: 'stock, id' },
  { name: 'products_prices_changed', columns: 'updated_at, id' },
] as const;

function createTouchTrigger(db: Kysely<unknown>, columns: readonly string[]) {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const of = (row: 'old' | 'new') => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
  return sql`
    create trigger products_touch before update of ${list} on products
    for each row when ((${of('old')}) is distinct from (${of('new')}))
    execute function products_touch()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_touch on products`.execute(db);
  await sql`alter table products alter column discount_percent type numeric(3, 1)`.execute(db);

  await sql`alter table products add column list_price_cents integer`.execute(db);
  await sql`
    update products
    set list_price_cents = round(price_cents * 100 / (100 - discount_percent))`.execute(db);
  await sql`
    alter table products
      alter column list_price_cents set not null,
      add constraint products_list_price_cents_check check (list_price_cents between 0 and 100000000),
      add column version integer not null default 1 check (version >= 1)`.execute(db);
  await createTouchTrigger(db, TOUCHED_COLUMNS);

  await sql`
    create table product_changes (
      id serial primary key,
      product_id integer not null references products (id) on delete cascade,
      field text not null check (field in ('price', 'discount', 'stock')),
      from_value integer not null,
      to_value integer not null,
      version integer not null,
      batch_id uuid,
      changed_by integer references users (id) on delete set null,
      changed_by_email text not null,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_changes_product on product_changes (product_id, id desc)`.execute(db);

  for (const index of ORDER_INDEXES)
    await sql`create index ${sql.id(index.name)} on products (${sql.raw(index.columns)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ORDER_INDEXES) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await sql`drop table product_changes`.execute(db);
  await sql`drop trigger products_touch on products`.execute(db);
  await sql`alter table products drop column version, drop column list_price_cents`.execute(db);
  await sql`alter table products alter column discount_percent type integer using round(discount_percent)`.execute(
    db,
  );
  await createTouchTrigger(
    db,
    TOUCHED_COLUMNS.filter((column) => column !== 'list_price_cents'),
  );
}
