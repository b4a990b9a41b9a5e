import { type Kysely, sql } from 'kysely';

// Every write to the catalogue tells the API instances what changed, through NOTIFY on the
// channel `catalog_changed`, delivered at commit (never for a rolled-back write) to every
// instance that LISTENs, whoever wrote: a sale, the back office, a seed, a psql session.
// The payload is `p:<product ids>;t:<type ids>` for a few products, `*` for anything larger
// or for types and collections (modules/catalog/catalog-changes.ts reads it). Statement
// triggers with transition tables: one notice per statement, not per row.

/** Past this many products a notice says "everything" (NOTIFY payloads stop at 8000 bytes). */
const MAX_LISTED = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function catalog_notify_rows(changed_ids integer[], changed_types integer[]) returns void
    language plpgsql as $$
    begin
      if cardinality(changed_ids) = 0 then return; end if;
      if cardinality(changed_ids) > ${sql.lit(MAX_LISTED)} then
        perform pg_notify('catalog_changed', '*');
      else
        perform pg_notify('catalog_changed',
          'p:' || array_to_string(changed_ids, ',') || ';t:' || array_to_string(changed_types, ','));
      end if;
    end $$`.execute(db);

  for (const [operation, rows] of [
    ['insert', 'new_rows'],
    ['delete', 'old_rows'],
  ] as const) {
    await sql`
      create function ${sql.raw(`products_notify_${operation}`)}() returns trigger language plpgsql as $$
      begin
        perform catalog_notify_rows(
          (select coalesce(array_agg(distinct id order by id), '{}') from ${sql.raw(rows)}),
          (select coalesce(array_agg(distinct type_id order by type_id), '{}') from ${sql.raw(rows)}));
        return null;
      end $$`.execute(db);
    const table = operation === 'insert' ? sql`new table as new_rows` : sql`old table as old_rows`;
    await sql`
      create trigger ${sql.raw(`products_notify_${operation}`)} after ${sql.raw(operation)} on products
      referencing ${table} for each statement execute function ${sql.raw(`products_notify_${operation}`)}()`.execute(
      db,
    );
  }
  // An update names the old type too: a product moved between types leaves one listing for another.
  await sql`
    create function products_notify_update() returns trigger language plpgsql as $$
    begin
      perform catalog_notify_rows(
        (select coalesce(array_agg(distinct id order by id), '{}') from new_rows),
        (select coalesce(array_agg(distinct type_id order by type_id), '{}')
           from (select type_id from new_rows union select type_id from old_rows) as types));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_notify_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function products_notify_update()`.execute(db);

  await sql`
    create function catalog_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed', '*');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_notify_truncate after truncate on products
    for each statement execute function catalog_notify_all()`.execute(db);
  for (const table of ['product_types', 'collections']) {
    await sql`
      create trigger ${sql.raw(`${table}_notify`)} after insert or update or delete or truncate on ${sql.raw(table)}
      for each statement execute function catalog_notify_all()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_types', 'collections'])
    await sql`drop trigger ${sql.raw(`${table}_notify`)} on ${sql.raw(table)}`.execute(db);
  for (const trigger of ['insert', 'delete', 'update', 'truncate'])
    await sql`drop trigger ${sql.raw(`products_notify_${trigger}`)} on products`.execute(db);
  for (const fn of ['products_notify_insert', 'products_notify_delete', 'products_notify_update'])
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  await sql`drop function catalog_notify_all`.execute(db);
  await sql`drop function catalog_notify_rows`.execute(db);
}
