import { type Kysely, sql } from 'kysely';

// Tables for checkout, payments, orders and the back office (later issues), laid down
// now so the cart and catalogue are designed against them. Order lines copy the name,
// image and unit price at purchase; payments keep brand, last four digits and expiry only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table addresses (
      id serial primary key,
      user_id integer references users (id) on delete set null,
      email text not null,
      name text not null,
      street_address text not null,
      street_address_continued text not null default '',
      city text not null,
      country text not null,
      state text not null default '',
      zip text not null,
      phone_number text not null,
      phone_prefix text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table orders (
      id serial primary key,
      code text not null unique,
      status text not null default 'PAYMENT' check (status in ('PAYMENT', 'RECEIVED', 'SEND', 'DELIVERED')),
      user_id integer references users (id) on delete set null,
      guest_token_hash text,
      subtotal_cents integer not null check (subtotal_cents >= 0),
      discount_cents integer not null default 0 check (discount_cents >= 0),
      total_cents integer not null check (total_cents >= 0),
      coupon_code text,
      coupon_discount_bp integer not null default 0,
      billing_address_id integer references addresses (id),
      shipping_address_id integer references addresses (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      paid_at timestamptz
    )`.execute(db);
  await sql`create index orders_user on orders (user_id, created_at desc)`.execute(db);

  await sql`
    create table order_lines (
      id serial primary key,
      order_id integer not null references orders (id) on delete cascade,
      product_id integer not null references products (id),
      name text not null,
      image text not null,
      unit_price_cents integer not null check (unit_price_cents >= 0),
      quantity integer not null check (quantity > 0)
    )`.execute(db);
  await sql`create index order_lines_order on order_lines (order_id)`.execute(db);

  await sql`
    create table payments (
      id serial primary key,
      order_id integer not null references orders (id),
      status text not null,
      amount_cents integer not null check (amount_cents >= 0),
      brand text not null,
      last4 char(4) not null,
      expiry_month integer not null check (expiry_month between 1 and 12),
      expiry_year integer not null,
      idempotency_key text unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payments_order on payments (order_id)`.execute(db);

  await sql`
    create table staff_verification_codes (
      id serial primary key,
      email text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index staff_codes_email on staff_verification_codes (email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['staff_verification_codes', 'payments', 'order_lines', 'orders', 'addresses']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
