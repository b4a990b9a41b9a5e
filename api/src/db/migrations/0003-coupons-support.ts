import { type Kysely, sql } from 'kysely';

// Coupons (soft-deleted so past orders keep their code) and contact messages, stored
// before they are mailed so a mail outage loses nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coupons (
      id serial primary key,
      code text not null check (code = upper(code) and length(code) between 1 and 40),
      discount_bp integer not null check (discount_bp > 0 and discount_bp <= 10000),
      expires_at timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index coupons_live_code on coupons (code) where deleted_at is null`.execute(db);

  await sql`
    create table contact_messages (
      id serial primary key,
      name text not null,
      email text not null,
      phone_prefix text not null,
      phone_number text not null,
      message text not null,
      language text not null,
      mailed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_messages_unmailed on contact_messages (created_at) where mailed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contact_messages`.execute(db);
  await sql`drop table coupons`.execute(db);
}
