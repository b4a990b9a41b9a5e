import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerUser } from '../testing/users';

// Issue 13, 5: answers with personal data are never stored; encoded bodies are a clear 415.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('Cache-Control', () => {
  it('is no-store on the cart, the wishlist, orders, the profile and sign-in answers', async () => {
    const user = await registerUser(t.app);
    const auth = { authorization: `Bearer ${user.token}` };
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      }),
      t.app.inject({ url: `/api/orders/${user.userId}`, headers: auth }),
      t.app.inject({ url: '/api/account/profile', headers: auth }),
      t.app.inject({
        method: 'POST',
        url: '/api/wishlist/user_wishlist',
        payload: { user_id: user.userId },
        headers: auth,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/cart/user_cart',
        payload: { user_id: user.userId },
        headers: auth,
      }),
      t.app.inject({ url: '/api/orders/guest/EST-00000000-0000/' + 'D'.repeat(32) }),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('leaves the public catalogue its own caching', async () => {
    const answer = await t.app.inject({ url: '/api/products/1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});

describe('a body with a Content-Encoding', () => {
  it.each([
    ['es', {}, 'Envía el cuerpo sin comprimir (sin Content-Encoding)'],
    ['en', { 'accept-language': 'en' }, 'Send the body uncompressed (no Content-Encoding)'],
  ])('is refused with a 415 under body (%s)', async (_language, headers, message) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: gzipSync(JSON.stringify({ email: 'ana@example.com', password: 'a guess' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', ...headers },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ errors: { body: [message] } });
  });

  it('is read as usual when the encoding is identity', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'a guess' },
      headers: { 'content-encoding': 'identity' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
