import { type Kysely, sql } from 'kysely';

// When a product's page last changed, for the sitemaps' <lastmod> (modules/seo). A trigger
// keeps it, whoever writes (a sale, the back office, a seed, a psql session), and only for a
// change of what the page shows: names, descriptions, sizes, price, discount, stock (the
// stock message), images, type. units_sold (an order of listings, not on the page) and the
// columns other triggers maintain from the names leave it alone.
//
// Products already there get the time of this migration, not created_at: what changed since
// their creation is unknown, and a date too late only has a crawler read a page once more,
// where one too early could have it keep an old copy. (PostgreSQL stores that one value as
// the column's default for old rows: no rewrite of the table.)
//
// The sitemaps read every product's id and updated_at in id order: an index of the ids that
// carries updated_at answers them from the index alone (an index-only scan), without reading
// the products' rows, most of whose bytes are descriptions and image lists.

const SHOWN_COLUMNS = [
  'type_id',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  'width_cm',
  'height_cm',
  'long_cm',
  'price_cents',
  'discount_percent',
  'stock',
  'images',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column updated_at timestamptz not null default now()`.execute(db);
  await sql`
    create function products_touch() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$`.execute(db);
  const columns = sql.join(SHOWN_COLUMNS.map((column) => sql.ref(column)));
  const of = (row: 'old' | 'new') => sql.join(SHOWN_COLUMNS.map((column) => sql.ref(`${row}.${column}`)));
  await sql`
    create trigger products_touch before update of ${columns} on products
    for each row when ((${of('old')}) is distinct from (${of('new')}))
    execute function products_touch()`.execute(db);
  await sql`create index products_sitemap on products (id) include (updated_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index products_sitemap`.execute(db);
  await sql`drop trigger products_touch on products`.execute(db);
  await sql`drop function products_touch`.execute(db);
  await sql`alter table products drop column updated_at`.execute(db);
}
