import { type Kysely, sql } from 'kysely';

// A token stolen before its owner changed or reset the password kept working until it
// expired (issue 30, ASVS 3.3.3). Each account now has a session generation that its tokens
// carry; a password change or reset moves it on, and every Bearer call refuses a token of an
// older generation. Tokens issued before this migration carry none and count as generation 0.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column session_generation integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column session_generation`.execute(db);
}
