import { type Kysely, sql } from 'kysely';

// A paid order's confirmation mail is sent after the payment's answer, by the instance that
// took it: an instance killed in between (issue 13's SIGKILL run lost one in a few runs) left
// the customer without it. The order now says whether its mail went out, and in which
// language it is owed, so any instance can send the ones still owed. Orders paid before this
// migration count as mailed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column confirmation_language text
    check (confirmation_language in ('es', 'en'))`.execute(db);
  await sql`alter table orders add column confirmation_mailed_at timestamptz`.execute(db);
  await sql`update orders set confirmation_mailed_at = paid_at where paid_at is not null`.execute(db);
  await sql`create index orders_confirmation_owed on orders (paid_at)
    where paid_at is not null and confirmation_mailed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_confirmation_owed`.execute(db);
  await sql`alter table orders drop column confirmation_mailed_at`.execute(db);
  await sql`alter table orders drop column confirmation_language`.execute(db);
}
