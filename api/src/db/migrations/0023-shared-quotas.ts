import { type Kysely, sql } from 'kysely';

// Quotas that hold for the whole shop, whatever instance serves the request
// (lib/shared-quota.ts): one row per quota, counting the uses of its current window.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shared_quotas (
      name text primary key,
      window_start timestamptz not null,
      used integer not null check (used >= 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shared_quotas`.execute(db);
}
