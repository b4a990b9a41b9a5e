import { type Kysely, sql } from 'kysely';

// Guest order links (docs/spec.md §6 and §7 Orders, docs/security.md): an order may carry the hash of a
// guest access token, which now expires. The database keeps the pair consistent (a hash never
// without its expiry, nor an expiry without a hash) and refuses anything but a SHA-256 hex
// digest in the hash column, so a plain token can never be stored there by mistake.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column guest_token_expires_at timestamptz`.execute(db);
  // A link issued before links expired (none was: no route issued them) is withdrawn rather
  // than left open for ever; the order's owner or the shop can issue a new one.
  await sql`update orders set guest_token_hash = null where guest_token_hash is not null`.execute(db);
  await sql`
    alter table orders
      add constraint orders_guest_token_sha256 check (guest_token_hash ~ '^[0-9a-f]{64}$'),
      add constraint orders_guest_token_expires
        check ((guest_token_hash is null) = (guest_token_expires_at is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      drop constraint orders_guest_token_expires,
      drop constraint orders_guest_token_sha256,
      drop column guest_token_expires_at`.execute(db);
}
