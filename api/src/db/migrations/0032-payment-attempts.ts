import { type Kysely, sql } from 'kysely';

// Issue 27, every authorisation accounted for. An instance that died after the processor
// charged and before the sale committed left an authorisation nothing voided.
// - payment_attempts: written and committed before the processor is asked, settled with the
//   sale (paid or declined), then captured; an attempt left pending or uncaptured past a
//   deadline is claimed by one instance's sweep, which asks the processor what happened. No
//   foreign keys: the checkout deletes an abandoned order with its 3-D Secure transactions,
//   and an attempt must outlive them until its charge, if any, is voided.
// - sandbox_charges: the sandbox processor's own ledger (an acquirer's books, not the shop's),
//   so tests can see every charge. No foreign keys either: the sandbox writes it while the
//   shop's transaction holds the order's row, and a key check on that row would wait on it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_attempts (
      id serial primary key,
      order_id integer not null,
      server_trans_id text not null,
      idempotency_key text not null unique,
      amount_cents integer not null check (amount_cents >= 0),
      state text not null default 'pending' check (state in
        ('pending', 'settled_paid', 'settled_declined', 'captured', 'voided', 'abandoned')),
      reference text,
      created_at timestamptz not null,
      settled_at timestamptz,
      claimed_at timestamptz
    )`.execute(db);
  await sql`create index payment_attempts_order on payment_attempts (order_id, server_trans_id)`.execute(db);
  await sql`create index payment_attempts_open on payment_attempts (created_at)
    where state in ('pending', 'settled_paid')`.execute(db);

  await sql`
    create table sandbox_charges (
      reference text primary key,
      idempotency_key text not null unique,
      order_id integer not null,
      amount_cents integer not null check (amount_cents >= 0),
      state text not null check (state in ('authorized', 'captured', 'voided')),
      authorized_at timestamptz not null,
      captured_at timestamptz,
      voided_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_charges`.execute(db);
  await sql`drop table payment_attempts`.execute(db);
}
