import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type ConnectionUse } from './counted-connections';
import { type OwedMails } from './owed-mails';

/** What a cache tells at scrape time: its reads so far, answered or not from memory. */
export interface CacheCounts {
  readonly hits: number;
  readonly misses: number;
}

/** What the metrics read when scraped, rather than count on every request. */
export interface MetricSources {
  /** The database's connections (absent from a handle a test puts together itself). */
  connectionUse?: () => ConnectionUse;
  /** Every cache, by name. */
  caches: () => Iterable<[string, CacheCounts]>;
  /** Mails owed in the database; rejects when the database does not answer in time. */
  owedMails: () => Promise<OwedMails>;
}

/** How a card payment's authorisation ended (payment-outcomes.ts). */
export const PAYMENT_RESULTS = [
  'paid',
  'declined',
  'not_authenticated',
  'stock_short',
  'refused',
  'error',
] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** What a sweep decided for a payment attempt a request left open (payment-attempt-sweep.ts). */
export const ATTEMPT_DECISIONS = ['abandoned', 'voided', 'captured', 'unresolved'] as const;
export type AttemptDecisionLabel = (typeof ATTEMPT_DECISIONS)[number];

// Seconds: from a kept answer (well under a millisecond) to a request at its deadline.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * One app's metrics, in a registry of its own (tests build many apps in one process; the
 * global registry would mix them). Requests, queries, sweeps, payments and refusals are
 * counted as they happen; pools, caches and mails owed are read when Prometheus scrapes.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestDurations: Histogram<'method' | 'route' | 'status_class'>;
  private readonly serverErrors: Counter<'method' | 'route'>;
  private readonly queryDurations: Histogram;
  private readonly queryErrors: Counter;
  private readonly sweeps: Counter<'sweep'>;
  private readonly sweepFailures: Counter<'sweep'>;
  private readonly payments: Counter<'result'>;
  private readonly sweptAttempts: Counter<'decision'>;
  private readonly refusals: Counter<'limit'>;
  private readonly sweepNames = new Set<string>();

  constructor(sources: MetricSources, rateLimits: readonly string[]) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestDurations = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.serverErrors = new Counter({
      name: 'shop_http_server_errors_total',
      help: 'Answers 500 and above, by method and route pattern',
      labelNames: ['method', 'route'],
      registers,
    });
    this.queryDurations = new Histogram({
      name: 'shop_db_query_duration_seconds',
      help: 'Time a database query took, once it had a connection',
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.queryErrors = new Counter({
      name: 'shop_db_query_errors_total',
      help: 'Database queries that failed (the server down, a constraint refused, a deadline)',
      registers,
    });
    const { connectionUse } = sources;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database connections open, by state (PGlite: its one session)',
      labelNames: ['state'],
      registers,
      collect() {
        if (!connectionUse) return;
        const use = connectionUse();
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'in_use' }, use.total - use.idle);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Queries waiting for a database connection',
      registers,
      collect() {
        if (connectionUse) this.set(connectionUse().waiting);
      },
    });
    const cacheCounter = (name: string, help: string, count: (cache: CacheCounts) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['cache'],
        registers,
        collect() {
          this.reset();
          for (const [cache, counts] of sources.caches()) this.inc({ cache }, count(counts));
        },
      });
    cacheCounter('shop_cache_hits_total', 'Reads a cache answered from memory, by cache', (c) => c.hits);
    cacheCounter('shop_cache_misses_total', 'Reads a cache had to load, by cache', (c) => c.misses);
    new Gauge({
      name: 'shop_mails_owed',
      help: 'Mails owed in the database (also those being sent right now), by kind; none when the database does not answer',
      labelNames: ['kind'],
      registers,
      async collect() {
        this.reset();
        const owed = await sources.owedMails().catch(() => undefined);
        if (!owed) return;
        this.set({ kind: 'order_confirmation' }, owed.orderConfirmations);
        this.set({ kind: 'password_reset' }, owed.passwordResets);
      },
    });
    this.sweeps = new Counter({
      name: 'shop_sweeps_total',
      help: 'Background sweeps started (work another instance left owed), by sweep',
      labelNames: ['sweep'],
      registers,
    });
    this.sweepFailures = new Counter({
      name: 'shop_sweep_failures_total',
      help: 'Background sweeps that logged an error, by sweep',
      labelNames: ['sweep'],
      registers,
    });
    this.payments = new Counter({
      name: 'shop_payment_authorizations_total',
      help: 'Card payment authorisations answered, by result',
      labelNames: ['result'],
      registers,
    });
    this.sweptAttempts = new Counter({
      name: 'shop_payment_attempts_swept_total',
      help: 'Payment attempts a sweep settled with the processor, by decision (unresolved: for a person)',
      labelNames: ['decision'],
      registers,
    });
    this.refusals = new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused by a per-client rate limit, by limit',
      labelNames: ['limit'],
      registers,
    });
    // Counters present from the start at 0, so that a rate sees their first increase.
    for (const result of PAYMENT_RESULTS) this.payments.inc({ result }, 0);
    for (const decision of ATTEMPT_DECISIONS) this.sweptAttempts.inc({ decision }, 0);
    for (const limit of rateLimits) this.refusals.inc({ limit }, 0);
    this.queryErrors.inc(0);
    // The process's own: CPU, memory, garbage collection and the event loop's lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request: one histogram observation and one counter (two for a 5xx). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDurations.observe(
      { method, route, status_class: STATUS_CLASSES[Math.trunc(status / 100)] ?? 'other' },
      seconds,
    );
    this.requests.inc({ method, route, status });
    if (status >= 500) this.serverErrors.inc({ method, route });
  }

  observeQuery(milliseconds: number, failed: boolean): void {
    this.queryDurations.observe(milliseconds / 1000);
    if (failed) this.queryErrors.inc();
  }

  /**
   * A sweep that will run, present at 0 before its first run; under the name it returns: the
   * one asked, or with `-2`, `-3`… when another sweep has it already (two sweeps of one plugin).
   */
  sweepKnown(name: string): string {
    let sweep = name;
    for (let count = 2; this.sweepNames.has(sweep); count++) sweep = `${name}-${count}`;
    this.sweepNames.add(sweep);
    this.sweeps.inc({ sweep }, 0);
    this.sweepFailures.inc({ sweep }, 0);
    return sweep;
  }

  sweepStarted(sweep: string): void {
    this.sweeps.inc({ sweep });
  }

  sweepFailed(sweep: string): void {
    this.sweepFailures.inc({ sweep });
  }

  attemptSwept(decision: AttemptDecisionLabel): void {
    this.sweptAttempts.inc({ decision });
  }

  paymentAnswered(result: PaymentResult): void {
    this.payments.inc({ result });
  }

  rateLimitRefused(limit: string): void {
    this.refusals.inc({ limit });
  }

  /** The text Prometheus scrapes. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
