import { type Kysely, sql } from 'kysely';

// Users (customers and staff in one table, told apart by role) and their server-side
// wishlist and cart.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id serial primary key,
      email text not null unique check (email = lower(email)),
      password_hash text not null,
      role text not null default 'customer' check (role in ('customer', 'staff')),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table wishlist_items (
      user_id integer not null references users (id) on delete cascade,
      product_id integer not null references products (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);

  await sql`
    create table cart_items (
      user_id integer not null references users (id) on delete cascade,
      product_id integer not null references products (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      unit_price_cents integer not null check (unit_price_cents >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cart_items`.execute(db);
  await sql`drop table wishlist_items`.execute(db);
  await sql`drop table users`.execute(db);
}
