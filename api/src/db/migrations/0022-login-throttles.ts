import { type Kysely, sql } from 'kysely';

// Login throttles shared by every API instance (modules/accounts/login-throttle.ts): one row
// per throttled key (an account and client pair, a client, an account), counting the
// failures of the current hour. Keys are SHA-256 digests: the table holds no e-mail and no
// address. `subject_hash` names the account (or order code) a row is about, so a password
// reset clears them all; '' on a client's own row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttles (
      key text primary key check (key ~ '^[0-9a-f]{64}$'),
      subject_hash text not null,
      failures integer not null check (failures >= 0),
      window_start timestamptz not null,
      last_failure timestamptz not null
    )`.execute(db);
  await sql`create index login_throttles_subject on login_throttles (subject_hash)`.execute(db);
  await sql`create index login_throttles_window on login_throttles (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_throttles`.execute(db);
}
