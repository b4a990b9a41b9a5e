import { type Kysely, sql } from 'kysely';

// Password reset mails asked for but not yet sent (POST /account/recover_password). Every
// request, whatever its address, adds one row and nothing else; a worker later makes the
// customer's token and mails the link, or drops the row of an unknown or staff address. The
// token and mail used to follow the answer at once, and on PGlite they held the one
// connection while the next request waited: that request was slower after a customer's
// address. A row is claimed (claimed_at) before its mail goes out and deleted after, so one
// mail is sent however many instances work the queue, and a row whose instance died is
// claimed again later.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_reset_requests (
      id serial primary key,
      email text not null,
      language text not null check (language in ('es', 'en')),
      requested_at timestamptz not null,
      claimed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_reset_requests`.execute(db);
}
