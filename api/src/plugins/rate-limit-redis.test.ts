import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { alternatingCouponGuesses } from '../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { freePort } from 'tooling-testing/shop-process';

// With REDIS_URL the rate limits' counters live in Redis (@fastify/rate-limit's own store):
// two instances share them there. Needs a redis-server (Debian's package); skipped without.

const REDIS_SERVER = '/usr/bin/redis-server';

const describeWithRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

describeWithRedis('rate limits in Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const redisUrl = `redis://127.0.0.1:${port}`;
    t = await createTestApp({ rateLimit: true, redisUrl });
    second = await buildApp(testConfig({ rateLimit: true, redisUrl }), { database: t.database });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    redis?.kill();
  });

  it('share one allowance between instances, and write nothing to the rate_limits table', async () => {
    const statuses = await alternatingCouponGuesses(t.app, second, '198.51.100.80', 32);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(await t.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});
