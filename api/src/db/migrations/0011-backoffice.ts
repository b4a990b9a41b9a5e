import { type Kysely, sql } from 'kysely';

// The back office (docs/spec.md §1, §6, §7; docs/security.md):
// - staff_verification_codes (0004) holds invitations: only a SHA-256 of each code (hex,
//   checked), one live invitation per e-mail (a new one replaces the older: the upsert's
//   target), found by its hash; invited_by is the staff member who sent it (null: the command line).
// - staff_sessions: a staff token is only good while its session is (30 minutes without a
//   call, 12 hours at most, until logout), which a JWT alone cannot say. Keyed by the
//   token's jti.
// - order_status_changes: who changed an order's status from what to what, and when; null
//   changed_by_email is the shop itself (the payment: PAYMENT → RECEIVED). The e-mail is
//   copied so the history still names a staff member whose account is gone.
// - indexes for the back-office order list: newest first overall (paid orders) and per
//   status, and the search by part of an address's e-mail (pg_trgm, as the catalogue's).

export async function up(db: Kysely<unknown>): Promise<void> {
  // Nothing issued invitations before: any row would be a hand-made one. Rows no code can
  // match go, and of the unused ones only the newest per e-mail stays (the unique index).
  await sql`
    delete from staff_verification_codes
    where code_hash !~ '^[0-9a-f]{64}$' or email <> lower(email)`.execute(db);
  await sql`
    delete from staff_verification_codes c
    where c.used_at is null
      and exists (
        select 1 from staff_verification_codes newer
        where newer.email = c.email and newer.used_at is null and newer.id > c.id)`.execute(db);
  await sql`
    alter table staff_verification_codes
      add column invited_by integer references users (id) on delete set null,
      add constraint staff_codes_sha256 check (code_hash ~ '^[0-9a-f]{64}$'),
      add constraint staff_codes_email_lower check (email = lower(email))`.execute(db);
  await sql`create unique index staff_codes_hash on staff_verification_codes (code_hash)`.execute(db);
  await sql`
    create unique index staff_codes_live_email on staff_verification_codes (email)
      where used_at is null`.execute(db);

  await sql`
    create table staff_sessions (
      id text primary key,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz
    )`.execute(db);
  await sql`create index staff_sessions_user on staff_sessions (user_id)`.execute(db);

  await sql`
    create table order_status_changes (
      id serial primary key,
      order_id integer not null references orders (id) on delete cascade,
      from_status text not null check (from_status in ('PAYMENT', 'RECEIVED', 'SEND', 'DELIVERED')),
      to_status text not null check (to_status in ('RECEIVED', 'SEND', 'DELIVERED')),
      changed_by integer references users (id) on delete set null,
      changed_by_email text,
      changed_at timestamptz not null,
      check (from_status <> to_status)
    )`.execute(db);
  await sql`create index order_status_changes_order on order_status_changes (order_id, changed_at, id)`.execute(
    db,
  );
  // Orders paid before the history existed: their payment, as the shop records it from now on.
  await sql`
    insert into order_status_changes (order_id, from_status, to_status, changed_at)
    select id, 'PAYMENT', 'RECEIVED', paid_at from orders where paid_at is not null
    order by paid_at, id`.execute(db);

  await sql`
    create index orders_paid_newest on orders (created_at desc, id desc)
      where status <> 'PAYMENT'`.execute(db);
  await sql`create index orders_status_newest on orders (status, created_at desc, id desc)`.execute(db);
  await sql`create index orders_billing_address on orders (billing_address_id)`.execute(db);
  await sql`create index orders_shipping_address on orders (shipping_address_id)`.execute(db);
  await sql`create index addresses_email_trgm on addresses using gin (email gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'addresses_email_trgm',
    'orders_shipping_address',
    'orders_billing_address',
    'orders_status_newest',
    'orders_paid_newest',
    'staff_codes_live_email',
    'staff_codes_hash',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await sql`drop table order_status_changes`.execute(db);
  await sql`drop table staff_sessions`.execute(db);
  await sql`
    alter table staff_verification_codes
      drop constraint staff_codes_email_lower,
      drop constraint staff_codes_sha256,
      drop column invited_by`.execute(db);
}
