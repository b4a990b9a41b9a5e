import { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/test-app';
import { METRICS_PATH } from './metrics-listener';

// Issue 27, item 2: Prometheus metrics on a listener of their own (METRICS_PORT; 0 here: a free
// port), never on the shop's port. A few requests of each kind, then one scrape that must name
// every family the dashboard (tooling/server/cluster/grafana-dashboard.json) reads.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsPort: 0, rateLimit: true, trustProxy: 1 });
}, 120_000);
afterAll(() => t?.close());

const metricsUrl = () => {
  const address = t.app.metricsAddress();
  if (!address) throw new Error('the metrics listener is not listening');
  return `http://${address.address}:${address.port}${METRICS_PATH}`;
};
const scrape = async () => {
  const response = await fetch(metricsUrl());
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** The value of one sample, by its name and exact labels as exposed (`{a="x",b="y"}`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const FAMILIES = [
  'shop_http_requests_total',
  'shop_http_request_duration_seconds',
  'shop_http_server_errors_total',
  'shop_db_query_duration_seconds',
  'shop_db_query_errors_total',
  'shop_db_pool_connections',
  'shop_db_pool_waiting',
  'shop_cache_hits_total',
  'shop_cache_misses_total',
  'shop_mails_owed',
  'shop_sweeps_total',
  'shop_sweep_failures_total',
  'shop_payment_authorizations_total',
  'shop_payment_attempts_swept_total',
  'shop_rate_limit_refusals_total',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
];

describe('the metrics', () => {
  it('names every family, counted from a listing, a 404, a 429, a refused payment and a 503', async () => {
    const listing = '/api/type_products/sofas?language=es&page=2';
    expect((await t.app.inject({ url: listing })).statusCode).toBe(200);
    expect((await t.app.inject({ url: listing })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-call/12345' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/no-such-page/12345' })).statusCode).toBe(404);
    const guesses: number[] = [];
    for (let guess = 0; guess < 31; guess++)
      guesses.push((await t.app.inject({ url: `/api/couponcode?code=GUESS${guess}` })).statusCode);
    expect(guesses.at(-1)).toBe(429);
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/secure3d/initiate_authorization',
      payload: {},
    });
    expect(payment.statusCode).toBe(401);

    const text = await scrape();
    for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family} `);

    // By route pattern, never the URL: no ids, no query, a fixed label for what matched no route.
    expect(
      sample(
        text,
        'shop_http_requests_total',
        '{method="GET",route="/api/type_products/:name",status="200"}',
      ),
    ).toBe(2);
    expect(sample(text, 'shop_http_requests_total', '{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(sample(text, 'shop_http_requests_total', '{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toMatch(/no-such|12345/);
    expect(text).not.toContain('GUESS');
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count',
        '{method="GET",route="/api/type_products/:name",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(sample(text, 'shop_rate_limit_refusals_total', '{limit="coupon"}')).toBe(1);
    expect(sample(text, 'shop_rate_limit_refusals_total', '{limit="login"}')).toBe(0);
    expect(sample(text, 'shop_payment_authorizations_total', '{result="refused"}')).toBe(1);
    expect(sample(text, 'shop_payment_authorizations_total', '{result="paid"}')).toBe(0);
    // The listing's answer: loaded once, then kept.
    expect(sample(text, 'shop_cache_misses_total', '{cache="answers"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_cache_hits_total', '{cache="answers"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('shop_cache_hits_total{cache="cards"}');
    expect(sample(text, 'shop_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'shop_db_pool_connections', '{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_mails_owed', '{kind="order_confirmation"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_mails_owed', '{kind="password_reset"}')).toBeGreaterThanOrEqual(0);
    // Both sweeps ran once when the app was ready.
    expect(sample(text, 'shop_sweeps_total', '{sweep="order-confirmations"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_sweeps_total', '{sweep="password-resets"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_sweep_failures_total', '{sweep="payment-attempts"}')).toBe(0);

    // A 503 (readiness while draining) counts as a server error of its route.
    t.app.drain.begin();
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    const after = await scrape();
    expect(sample(after, 'shop_http_server_errors_total', '{method="GET",route="/api/health/ready"}')).toBe(
      1,
    );
  });

  it('counts a query that fails, but not a prepared statement’s first use in a session', async () => {
    const before = sample(await scrape(), 'shop_db_query_errors_total') ?? 0;
    await expect(
      t.db
        .selectFrom('no_such_table' as 'products')
        .selectAll()
        .execute(),
    ).rejects.toThrow();
    expect(sample(await scrape(), 'shop_db_query_errors_total')).toBe(before + 1);
    // The catalogue executes its prepared statements and prepares one a session lacks (26000).
    await expect(sql`execute no_such_statement`.execute(t.db)).rejects.toMatchObject({ code: '26000' });
    expect(sample(await scrape(), 'shop_db_query_errors_total')).toBe(before + 1);
  });

  it('is not on the shop’s port, whatever a proxy header claims; its own listens on loopback only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const shop = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const path of ['/metrics', '/api/metrics', '/api/health/metrics'])
      for (const headers of [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '10.0.0.1, 127.0.0.1' },
      ]) {
        const response = await fetch(`${shop}${path}`, { headers });
        expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 404 });
        expect(await response.text()).not.toContain('shop_http_requests_total');
      }
    expect(t.app.metricsAddress()?.address).toBe('127.0.0.1');
    expect((await fetch(metricsUrl().replace(METRICS_PATH, '/'))).status).toBe(404);
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics and counts nothing', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.metrics).toBeNull();
      expect(plain.app.metricsAddress()).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
