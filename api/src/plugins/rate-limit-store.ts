import { createHash } from 'node:crypto';
import { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { type Db } from '../db/database';

// @fastify/rate-limit's counters kept in the database (table rate_limits, migration 0024),
// so that every API instance behind a balancer counts the same hits: alternating instances
// does not multiply a client's allowance. The same SQL runs on PostgreSQL and PGlite.

/** Rows whose window has ended are deleted after every this many hits of an instance. */
export const PRUNE_EVERY = 500;

interface Hits {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Hits) => void;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, in one statement under the row's
 * lock: a new key, or one whose window has ended, starts again at 1. The database's clock,
 * not the instance's, says when a window ends, so instances agree on it.
 */
async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const ends = sql`statement_timestamp() + ${windowMs} * interval '1 millisecond'`;
  const over = sql`rate_limits.expires_at <= statement_timestamp()`;
  const { rows } = await sql<{ current: number; ttl: number }>`
    insert into rate_limits (key, count, expires_at) values (${key}, 1, ${ends})
    on conflict (key) do update set
      count = case when ${over} then 1 else least(rate_limits.count, 1000000000) + 1 end,
      expires_at = case when ${over} then excluded.expires_at else rate_limits.expires_at end
    returning count as current,
      greatest(0, ceil(extract(epoch from expires_at - statement_timestamp()) * 1000))::int as ttl`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('rate_limits: the upsert returned no row');
  return row;
}

async function pruneExpired(db: Db): Promise<void> {
  await sql`delete from rate_limits where expires_at < statement_timestamp()`.execute(db);
}

/** What @fastify/rate-limit hands child(): the limit's options and the route it is on. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The `store` option of @fastify/rate-limit: a class the plugin instantiates itself, so the
 * database comes in through this closure. Each route's child keeps its own counters (as the
 * plugin's own stores do), keyed by method and path.
 */
export function databaseRateLimitStore(db: Db, pruneEvery = PRUNE_EVERY): FastifyRateLimitStoreCtor {
  let hitsSincePrune = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.hit(key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { method, url } = (options as ChildOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method ?? '')} ${url ?? ''}`);
    }

    private async hit(key: string, windowMs: number): Promise<Hits> {
      const hits = await countHit(db, sha256(`${this.route}\n${key}`), windowMs);
      if (++hitsSincePrune >= pruneEvery) {
        hitsSincePrune = 0;
        // A failed prune only leaves rows for the next one; the hit itself was counted.
        await pruneExpired(db).catch(() => undefined);
      }
      return hits;
    }
  }

  return DatabaseRateLimitStore;
}
