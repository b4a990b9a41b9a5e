import { createTestApp, type TestApp } from '../../testing/test-app';

// verify_cart answers whether a coupon exists, as GET /couponcode does: it is limited per
// client the same way, so it cannot be used to guess codes (the other files run without limits).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t?.close());

it('allows 30 verifications a minute per client, then 429 under total with Retry-After', async () => {
  const verify = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/verify_cart',
      remoteAddress,
      payload: { cart_data: [{ id: 1, quantity: 1, price: 1 }], coupon_code_discount: 'GUESS', total: 1 },
    });
  const answers = [];
  for (let i = 0; i < 31; i++) answers.push(await verify('198.51.100.9'));
  expect(answers.slice(0, 30).every((answer) => answer.statusCode !== 429)).toBe(true);
  const limited = answers[30]!;
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ errors: { total: [expect.stringMatching(/^Demasiadas peticiones/)] } });
  expect((await verify('198.51.100.10')).statusCode).not.toBe(429);
});
