import { type Kysely, sql } from 'kysely';

// The back office also finds a customer's orders by their account's e-mail (which the
// checkout's billing e-mail need not repeat): part of it, case-insensitive, through a trigram
// index like the addresses' one of 0011; 0004's orders_user then finds their orders.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_email_trgm on users using gin (email gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_email_trgm`.execute(db);
}
