import { type Kysely, sql } from 'kysely';

// Availability questions (POST /support/ask_availability): stored before they are mailed to
// the studio, like contact messages, with the product they are about. The product's name is
// kept as it was asked about, so the question still reads right if the product goes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table availability_requests (
      id serial primary key,
      product_id integer references products (id) on delete set null,
      product_name text not null,
      name text not null,
      email text not null,
      message text not null,
      language text not null,
      mailed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index availability_requests_unmailed on availability_requests (created_at)
      where mailed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table availability_requests`.execute(db);
}
