import { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type DatabaseHandle } from '../db/database';
import { alternatingCouponGuesses } from '../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { databaseRateLimitStore } from './rate-limit-store';

type Hits = { current: number; ttl: number };

function hit(store: ReturnType<typeof childStore>, key: string, windowMs = 60_000): Promise<Hits> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
  );
}

function childStore(Store: ReturnType<typeof databaseRateLimitStore>, url: string) {
  return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
}

describe('the database rate-limit store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('counts the hits of a key in its window, per route, and keeps no client address', async () => {
    const Store = databaseRateLimitStore(database.db);
    const login = childStore(Store, '/api/login');
    const first = await hit(login, '198.51.100.40');
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(login, '198.51.100.40')).current).toBe(2);
    expect((await hit(login, '198.51.100.41')).current).toBe(1);
    expect((await hit(childStore(Store, '/api/register'), '198.51.100.40')).current).toBe(1);
    // A second instance's store (another Store class on the same database) sees the same counters.
    const otherInstance = childStore(databaseRateLimitStore(database.db), '/api/login');
    expect((await hit(otherInstance, '198.51.100.40')).current).toBe(3);
    const keys = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.every(({ key }) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('starts a key again at 1 once its window has ended, and prunes ended windows now and then', async () => {
    const Store = databaseRateLimitStore(database.db, 3);
    const store = childStore(Store, '/api/contact');
    await hit(store, '198.51.100.50', 50);
    expect((await hit(store, '198.51.100.50', 50)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const again = await hit(store, '198.51.100.50', 60_000);
    expect(again).toEqual({ current: 1, ttl: expect.any(Number) });
    // That was the third hit of this store: expired rows are gone.
    const ended = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('expires_at', '<', new Date())
      .execute();
    expect(ended).toEqual([]);
  });

  it('counts hits sent at once exactly once each', async () => {
    const store = childStore(databaseRateLimitStore(database.db), '/api/couponcode');
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(store, '198.51.100.60')));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

describe('rate limits across API instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
    second = await buildApp(testConfig({ rateLimit: true }), { database: t.database });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('share one allowance: alternating instances does not double it', async () => {
    const statuses = await alternatingCouponGuesses(t.app, second, '198.51.100.70', 32);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
