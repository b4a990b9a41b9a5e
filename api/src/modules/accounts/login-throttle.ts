import { type Db } from '../../db/database';
import { bumpCounters } from '../../lib/window-counter/bump-counters';
import { counterKey } from '../../lib/window-counter/counter-key';
import { LOGIN_THROTTLES } from '../../lib/window-counter/counter-tables';
import { EndedRowsPruning } from '../../lib/window-counter/ended-rows-pruning';
import { appWindow } from '../../lib/window-counter/fixed-window';
import { clientGroup } from './client-group';

// Login throttling (docs/security.md, ASVS 2.2.1 both ways: guessing stays slow, and nobody can
// lock an owner out). Three counters per attempt, kept in the database so that every API
// instance sees the same ones (table login_throttles, migration 0022):
//   - the (account, client) pair: 5 free failures, then waits doubling from 1 s up to 15 min,
//     at most 100 an hour. This is the one that slows a guesser down; it never touches the
//     owner signing in from another address.
//   - the client (its address, an IPv6 /64), across accounts: 20 free failures, then the same
//     doubling, at most 300 an hour: one address spraying many accounts. Off with
//     RATE_LIMIT=off, as the other per-client limits.
//   - the account, across clients: at most 100 failures an hour (ASVS 2.2.1's ceiling), no
//     wait below it. One address cannot reach it (its pair allows about 18 failures an hour),
//     so only a guesser with 6 or more addresses does, and then the account waits for the
//     rest of the hour.
// Keyed by normalised e-mail whether or not the account exists, so the throttle never tells
// which e-mails are registered. An attempt counts as a failure when it starts (`begin`), not
// when its slow password check ends: otherwise guesses sent all at once would all pass. The
// counters are read and written in one transaction holding their rows, so two instances
// cannot each grant the same guess.

export interface ThrottleRule {
  /** Failures with no wait. */
  freeFailures: number;
  /** The doubling wait (from 1 s) stops growing here. */
  maxDelayMs: number;
  /** Past this many failures in the window, the rest of the window is a wait. */
  maxPerWindow: number;
}

const WINDOW_MS = 60 * 60_000;

export const LOGIN_THROTTLE_RULES = {
  pair: { freeFailures: 5, maxDelayMs: 15 * 60_000, maxPerWindow: 100 },
  client: { freeFailures: 20, maxDelayMs: 15 * 60_000, maxPerWindow: 300 },
  subject: { freeFailures: 100, maxDelayMs: 0, maxPerWindow: 100 },
} as const satisfies Record<string, ThrottleRule>;

type Kind = keyof typeof LOGIN_THROTTLE_RULES;
export type ThrottleRules = Record<Kind, ThrottleRule>;

/** Guest order links: as logins, with the client's free failures at its 30 look-ups a minute. */
export const GUEST_ORDER_THROTTLE_RULES: ThrottleRules = {
  ...LOGIN_THROTTLE_RULES,
  client: { ...LOGIN_THROTTLE_RULES.client, freeFailures: 30 },
};

/** Expired rows are deleted every this many attempts. */
const PRUNE_EVERY = 200;

interface Counter {
  failures: number;
  window_start: Date;
  last_failure: Date;
}

/** Milliseconds a counter makes the next attempt wait at `now`; 0 when it may run. */
export function waitOf(rule: ThrottleRule, counter: Counter | undefined, now: number): number {
  if (!counter) return 0;
  const windowStart = new Date(counter.window_start).getTime();
  if (now - windowStart >= WINDOW_MS) return 0;
  if (counter.failures >= rule.maxPerWindow) return windowStart + WINDOW_MS - now;
  if (counter.failures < rule.freeFailures) return 0;
  const delay = Math.min(1000 * 2 ** (counter.failures - rule.freeFailures), rule.maxDelayMs);
  return Math.max(0, new Date(counter.last_failure).getTime() + delay - now);
}

export interface LoginThrottleOptions {
  /** What is throttled: `login` (e-mails) or `guest_order` (order codes); keys never mix. */
  scope: string;
  now?: () => number;
  /** The per-client counter (across accounts); false with RATE_LIMIT=off. */
  perClient?: boolean;
  rules?: ThrottleRules;
}

export class LoginThrottle {
  private readonly scope: string;
  private readonly now: () => number;
  private readonly perClient: boolean;
  private readonly rules: ThrottleRules;
  private readonly pruning: EndedRowsPruning<'login_throttles'>;

  constructor(
    private readonly db: Db,
    { scope, now = Date.now, perClient = true, rules = LOGIN_THROTTLE_RULES }: LoginThrottleOptions,
  ) {
    this.rules = rules;
    this.scope = scope;
    this.now = now;
    this.perClient = perClient;
    this.pruning = new EndedRowsPruning(db, LOGIN_THROTTLES, PRUNE_EVERY);
  }

  /**
   * Starts an attempt of `client` at `subject` (an e-mail, an order code): 0 and the attempt
   * counted as a failure until `succeeded` says otherwise, or the milliseconds to wait (and
   * nothing counted) when it must not run yet.
   */
  async begin(subject: string, client: string): Promise<number> {
    const now = this.now();
    const at = new Date(now);
    const window = appWindow(now, WINDOW_MS);
    const counters = this.countersOf(subject, client);
    const keys = counters.map((counter) => counter.key);
    const wait = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_throttles')
        .values(
          counters.map(({ key, subjectHash }) => ({
            key,
            subject_hash: subjectHash,
            failures: 0,
            window_start: at,
            last_failure: at,
          })),
        )
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const rows = await trx
        .selectFrom('login_throttles')
        .select(['key', 'failures', 'window_start', 'last_failure'])
        .where('key', 'in', keys)
        .orderBy('key')
        .forUpdate()
        .execute();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const longest = Math.max(
        ...counters.map(({ key, kind }) => waitOf(this.rules[kind], byKey.get(key), now)),
      );
      if (longest > 0) return longest;
      await bumpCounters(trx, LOGIN_THROTTLES, keys, window, { last_failure: at });
      return 0;
    });
    await this.pruning.use(window);
    return wait;
  }

  /** A successful attempt: the pair's failures are forgotten (the client's and the account's stay). */
  async succeeded(subject: string, client: string): Promise<void> {
    await this.db
      .deleteFrom('login_throttles')
      .where('key', '=', this.key('pair', subject, client))
      .execute();
  }

  /** Forgets every failure at `subject`, from any client (a password reset proved the owner). */
  async clear(subject: string): Promise<void> {
    await this.db
      .deleteFrom('login_throttles')
      .where('subject_hash', '=', this.subjectHash(subject))
      .execute();
  }

  /** The counters an attempt reads and bumps, sorted by key so that transactions lock them in one order. */
  private countersOf(subject: string, client: string) {
    const group = clientGroup(client);
    const kinds: Kind[] = this.perClient ? ['pair', 'client', 'subject'] : ['pair', 'subject'];
    return kinds
      .map((kind) => ({
        kind,
        key: this.key(kind, subject, group),
        subjectHash: kind === 'client' ? '' : this.subjectHash(subject),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  private key(kind: Kind, subject: string, client: string): string {
    const group = clientGroup(client);
    if (kind === 'client') return counterKey(this.scope, kind, '', group);
    if (kind === 'subject') return counterKey(this.scope, kind, subject, '');
    return counterKey(this.scope, kind, subject, group);
  }

  private subjectHash(subject: string): string {
    return counterKey(this.scope, subject);
  }
}
