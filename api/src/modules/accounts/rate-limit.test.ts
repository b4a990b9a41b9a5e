import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The per-client limits are off in the other test files so they can call freely.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t?.close());

describe('per-client rate limits', () => {
  it('limits login per client address, with Retry-After and the message under the form field', async () => {
    const attempt = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: `nobody-${i}@example.com`, password: 'guess' },
      });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await attempt('203.0.113.7', i));
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 401)).toBe(true);
    const limited = answers[20]!;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      errors: { password: [expect.stringMatching(/^Demasiadas peticiones/)] },
    });
    expect((await attempt('203.0.113.8', 99)).statusCode).toBe(401);
  });

  it('limits coupon guesses and contact messages too', async () => {
    const coupon = () => t.app.inject({ url: '/api/couponcode?code=GUESS', remoteAddress: '198.51.100.1' });
    let last = await coupon();
    for (let i = 0; i < 30; i++) last = await coupon();
    expect(last.statusCode).toBe(429);
    expect(Object.keys(last.json().errors)).toEqual(['code']);
  });
});

describe('behind a load balancer (TRUST_PROXY=true)', () => {
  let behind: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'true', JWT_SECRET: 'x'.repeat(32) });
    behind = await createTestApp({ rateLimit: true, trustProxy });
  });
  afterAll(() => behind?.close());

  it('limits the address the balancer saw, not one the client wrote into X-Forwarded-For', async () => {
    const attempt = (i: number) =>
      behind.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        // The client sent its own X-Forwarded-For; the balancer appended the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` },
        payload: { email: `spoofer-${i}@example.com`, password: 'guess' },
      });
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await attempt(i)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
