import { type Kysely, sql } from 'kysely';

// A 3-D Secure transaction was bound to its card's brand and last four digits only, so
// another number sharing both could be authenticated or charged on it (issue 30). It now
// keeps a keyed hash of the whole number (HMAC-SHA-256 with a server secret, PCI DSS
// 3.5.1.1: never the number itself), and every later step must present the same number.
// Transactions started before this migration have none and are refused; they expire in
// 240 s anyway.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table threeds_transactions add column card_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table threeds_transactions drop column card_fingerprint`.execute(db);
}
