import { type Kysely, sql } from 'kysely';

// How many products each listing scope holds, kept exact by triggers in the transaction of
// the product write, so a listing's size is one primary-key probe instead of a count over the
// scope's index (a type's ~4,500 entries on 100,000 products; the ~30,000 of sales). A scope
// is named as the catalogue's cache tags name it: `type:<id>`, and `sales` for the products
// with a discount. A scope without a row holds no products.
//
// Only what changes a scope's membership writes here: an insert, a delete, an update of
// type_id or of discount_percent that moves a product in or out of sales, a truncate. A sale
// (stock and units_sold) fires nothing here, so buyers never queue on a scope's row.
// Inserts and deletes are statement triggers over transition tables (a seed's batch of
// thousands is one upsert per scope); an update is a row trigger, because a trigger with a
// column list cannot have transition tables, and the column list is what keeps sales out.
// Rows are upserted in scope order so two writers lock them in the same order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_counts (
      scope text primary key,
      products integer not null
    )`.execute(db);

  await sql`
    create function product_count_scopes(type_id integer, discount_percent integer) returns text[]
    language sql immutable as $$
      select case when discount_percent > 0 then array['type:' || type_id, 'sales']
                  else array['type:' || type_id] end
    $$`.execute(db);

  // Adds deltas[i] to the count of scopes[i] (one entry per scope).
  await sql`
    create function product_counts_add(scopes text[], deltas integer[]) returns void
    language sql as $$
      insert into product_counts as c (scope, products)
        select scope, delta from unnest(scopes, deltas) as d (scope, delta)
        where delta <> 0 order by scope
      on conflict (scope) do update set products = c.products + excluded.products
    $$`.execute(db);

  for (const [operation, rows, sign] of [
    ['insert', 'new_rows', 1],
    ['delete', 'old_rows', -1],
  ] as const) {
    await sql`
      create function ${sql.raw(`product_counts_${operation}`)}() returns trigger language plpgsql as $$
      begin
        perform product_counts_add(array_agg(scope), array_agg(n))
          from (select scope, ${sql.lit(sign)} * count(*)::int as n
                  from ${sql.raw(rows)}, unnest(product_count_scopes(type_id, discount_percent)) as scope
                 group by scope) as changed;
        return null;
      end $$`.execute(db);
    const table = operation === 'insert' ? sql`new table as new_rows` : sql`old table as old_rows`;
    await sql`
      create trigger ${sql.raw(`product_counts_${operation}`)} after ${sql.raw(operation)} on products
      referencing ${table} for each statement execute function ${sql.raw(`product_counts_${operation}`)}()`.execute(
      db,
    );
  }

  await sql`
    create function product_counts_update() returns trigger language plpgsql as $$
    begin
      perform product_counts_add(array_agg(scope), array_agg(n))
        from (select scope, sum(sign)::int as n
                from (select unnest(product_count_scopes(old.type_id, old.discount_percent)), -1
                      union all
                      select unnest(product_count_scopes(new.type_id, new.discount_percent)), 1)
                     as moved (scope, sign)
               group by scope) as changed;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_counts_update after update of type_id, discount_percent on products
    for each row
    when (old.type_id <> new.type_id or (old.discount_percent > 0) <> (new.discount_percent > 0))
    execute function product_counts_update()`.execute(db);

  await sql`
    create function product_counts_truncate() returns trigger language plpgsql as $$
    begin
      delete from product_counts;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_counts_truncate after truncate on products
    for each statement execute function product_counts_truncate()`.execute(db);

  // The products already there.
  await sql`
    insert into product_counts (scope, products)
      select scope, count(*)::int
        from products, unnest(product_count_scopes(type_id, discount_percent)) as scope
       group by scope`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const operation of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger ${sql.raw(`product_counts_${operation}`)} on products`.execute(db);
    await sql`drop function ${sql.raw(`product_counts_${operation}`)}`.execute(db);
  }
  await sql`drop function product_counts_add`.execute(db);
  await sql`drop function product_count_scopes`.execute(db);
  await sql`drop table product_counts`.execute(db);
}
