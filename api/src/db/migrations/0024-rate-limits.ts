import { type Kysely, sql } from 'kysely';

// The per-client rate limits of @fastify/rate-limit, shared by every API instance
// (plugins/rate-limit-store.ts): one row per route and client, counting the hits of its
// current fixed window. Keys are SHA-256 digests (the table holds no address); rows whose
// window has ended are reset by the next hit and deleted now and then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key check (key ~ '^[0-9a-f]{64}$'),
      count integer not null check (count > 0),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limits_expiry on rate_limits (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
