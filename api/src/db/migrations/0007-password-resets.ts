import { type Kysely, sql } from 'kysely';

// Password reset tokens (POST /account/recover_password, /account/reset_password): only a
// SHA-256 of each token is kept, so a copy of the database opens no account. A token works
// once (used_at), until expires_at, and only while it is its user's newest one: asking for
// a new link deletes the older unused ones.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_resets (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_resets`.execute(db);
}
