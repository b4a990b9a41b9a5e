import { type Kysely, sql } from 'kysely';

// Catalogue: collections → product types → products. Search and name sorting use
// columns a trigger keeps lowercased and unaccented, because unaccent() is not
// immutable and so cannot sit in an index expression. The same trigger keeps the
// vocabulary that search corrects small typos against.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);

  await sql`
    create table collections (
      id serial primary key,
      key text not null unique,
      slug_en text not null unique,
      slug_es text not null unique,
      name_en text not null,
      name_es text not null,
      position integer not null default 0
    )`.execute(db);

  await sql`
    create table product_types (
      id serial primary key,
      collection_id integer not null references collections (id),
      slug text not null unique,
      name_en text not null,
      name_es text not null,
      hero_image text not null,
      position integer not null default 0
    )`.execute(db);
  await sql`create index product_types_collection on product_types (collection_id, position)`.execute(db);

  await sql`
    create table products (
      id serial primary key,
      type_id integer not null references product_types (id),
      name_en text not null,
      name_es text not null,
      description_en text not null,
      description_es text not null,
      width_cm integer not null check (width_cm >= 0),
      height_cm integer not null check (height_cm >= 0),
      long_cm integer not null check (long_cm >= 0),
      price_cents integer not null check (price_cents >= 0),
      discount_percent integer not null default 0 check (discount_percent between 0 and 90),
      stock integer not null default 0 check (stock >= 0),
      units_sold integer not null default 0 check (units_sold >= 0),
      images text[] not null check (cardinality(images) >= 2),
      search_text text not null default '',
      sort_name_en text not null default '',
      sort_name_es text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);

  // Every word that appears in a product's search text: the vocabulary search corrects typos against.
  await sql`create table search_words (word text primary key)`.execute(db);

  await sql`
    create function products_maintain_search() returns trigger language plpgsql as $$
    declare type_names text;
    begin
      select concat_ws(' ', name_es, name_en) into type_names from product_types where id = new.type_id;
      new.search_text := lower(unaccent(concat_ws(' ', new.name_es, new.name_en, type_names)));
      new.sort_name_es := lower(unaccent(new.name_es));
      new.sort_name_en := lower(unaccent(new.name_en));
      insert into search_words (word)
        select distinct w from regexp_split_to_table(new.search_text, '[^a-z0-9]+') as w where length(w) >= 3
        on conflict do nothing;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger products_search before insert or update of name_es, name_en, type_id on products
    for each row execute function products_maintain_search()`.execute(db);

  // One index per listing order, each led by the type so a category page reads only its rows.
  await sql`create index products_type_best on products (type_id, units_sold desc, id)`.execute(db);
  await sql`create index products_type_price on products (type_id, price_cents, id)`.execute(db);
  await sql`create index products_type_name_es on products (type_id, sort_name_es, id)`.execute(db);
  await sql`create index products_type_name_en on products (type_id, sort_name_en, id)`.execute(db);
  await sql`create index products_sales_best on products (units_sold desc, id) where discount_percent > 0`.execute(
    db,
  );
  await sql`create index products_sales_price on products (price_cents, id) where discount_percent > 0`.execute(
    db,
  );
  await sql`create index products_search on products using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table products`.execute(db);
  await sql`drop function products_maintain_search`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`drop table product_types`.execute(db);
  await sql`drop table collections`.execute(db);
}
