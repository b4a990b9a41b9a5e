import { type Kysely, sql } from 'kysely';

// 3-D Secure and payments, ready for the checkout issue (docs/payments.md):
// - threeds_transactions: a 3-D Secure 2 transaction lives in the database, not in one API
//   instance's memory, so any instance behind the balancer answers the status polls of a
//   transaction another one started. It keeps the card's brand and last four digits only.
// - payments: statuses are checked, and a unique index makes a second authorised payment of
//   one order impossible, whatever two requests or two instances do at once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table threeds_transactions (
      server_trans_id text primary key,
      order_id integer not null references orders (id) on delete cascade,
      user_id integer references users (id) on delete set null,
      brand text not null check (brand in ('VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNKNOWN')),
      last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
      message_version text not null default '2.2.0',
      version_action text not null check (version_action in ('skip_gathering', 'gather_device_data', 'not_enrolled')),
      method_status text not null default 'pending' check (method_status in ('pending', 'success', 'not_success', 'skipped')),
      acs_trans_id text,
      trans_status char(1) check (trans_status in ('Y', 'N', 'U', 'R', 'C', 'A')),
      challenge_status text not null default 'none'
        check (challenge_status in ('none', 'pending', 'success', 'not_success', 'expired')),
      amount_cents integer not null check (amount_cents >= 0),
      currency char(3) not null default 'EUR' check (currency = 'EUR'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index threeds_transactions_order on threeds_transactions (order_id)`.execute(db);

  await sql`
    alter table payments
      add column server_trans_id text references threeds_transactions (server_trans_id),
      add constraint payments_status_known check (status in ('authorized', 'declined', 'failed')),
      add constraint payments_last4_digits check (last4 ~ '^[0-9]{4}$')`.execute(db);
  await sql`
    create unique index payments_one_authorized_per_order on payments (order_id)
      where status = 'authorized'`.execute(db);
  // An order is paid at most once; its paid_at and RECEIVED go together.
  await sql`
    alter table orders
      add constraint orders_paid_when_received check (status = 'PAYMENT' or paid_at is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_paid_when_received`.execute(db);
  await sql`drop index payments_one_authorized_per_order`.execute(db);
  await sql`
    alter table payments
      drop constraint payments_last4_digits,
      drop constraint payments_status_known,
      drop column server_trans_id`.execute(db);
  await sql`drop table threeds_transactions`.execute(db);
}
