import { type Kysely, sql } from 'kysely';

// The acquirer's reference of an authorised charge (the card processor's answer to
// initiate_authorization): what a refund, a void or the monthly reconciliation names the
// charge by. Null on declined and failed attempts, which the acquirer charged nothing for.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column reference text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column reference`.execute(db);
}
