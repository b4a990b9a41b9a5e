import { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Db } from '../db/database';
import { countUse } from '../lib/window-counter/count-use';
import { counterKey } from '../lib/window-counter/counter-key';
import { RATE_LIMITS } from '../lib/window-counter/counter-tables';
import { EndedRowsPruning } from '../lib/window-counter/ended-rows-pruning';
import { databaseWindow } from '../lib/window-counter/fixed-window';

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
  const pruning = new EndedRowsPruning(db, RATE_LIMITS, pruneEvery);

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

    /**
     * One hit in a fixed window of `windowMs`, in one statement under the row's lock. The
     * database's clock, not the instance's, says when a window ends, so instances agree on it.
     */
    private async hit(key: string, windowMs: number): Promise<Hits> {
      const window = databaseWindow(windowMs);
      const { count, msLeft } = await countUse(db, RATE_LIMITS, counterKey(this.route, key), window);
      // A failed prune only leaves rows for the next one; the hit itself was counted.
      await pruning.use(window).catch(() => undefined);
      return { current: count, ttl: msLeft };
    }
  }

  return DatabaseRateLimitStore;
}
