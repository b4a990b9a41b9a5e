import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerUser, type TestUser } from '../testing/users';

// Every call, fed what a careless or hostile client sends: always a 400 with per-field
// messages (never a 500, never a partial write).

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t?.close());

const HUGE = 'x'.repeat(5_000);
const SQL = "1' OR '1'='1'; DROP TABLE users; --";

type Case = [name: string, method: 'GET' | 'POST', url: string, body: unknown, fields: string[]];

/** Stands for the signed-in user's id in a body; replaced when the case runs. */
const OWN = -424242;
const own = () => OWN;
const withOwnId = (body: unknown) =>
  JSON.parse(JSON.stringify(body ?? null).replaceAll(String(OWN), String(user.userId))) as unknown;

const cases = (): Case[] => [
  ['login without fields', 'POST', '/api/login', {}, ['email', 'password']],
  ['login with wrong types', 'POST', '/api/login', { email: 42, password: ['a'] }, ['email', 'password']],
  ['login with a huge e-mail', 'POST', '/api/login', { email: `${HUGE}@x.es`, password: 'x' }, ['email']],
  ['login with SQL in the e-mail', 'POST', '/api/login', { email: SQL, password: SQL }, ['email']],
  ['login with a JSON array', 'POST', '/api/login', [1, 2], ['body']],
  [
    'register without repeat_password',
    'POST',
    '/api/account/register',
    { email: 'a@b.es', password: 'long enough' },
    ['repeatPassword'],
  ],
  [
    'register with a huge password',
    'POST',
    '/api/account/register',
    { email: 'a@b.es', password: HUGE, repeat_password: HUGE },
    ['password', 'repeatPassword'],
  ],
  [
    'listing with bad paging and prices',
    'GET',
    '/api/type_products/sofas?page=-1&price_min=abc&price_max=5',
    undefined,
    ['page', 'price_min'],
  ],
  ['listing with one price bound', 'GET', '/api/type_products/sofas?price_min=5', undefined, ['price_max']],
  [
    'listing with empty price boxes',
    'GET',
    '/api/type_products/sofas?price_min=&price_max=',
    undefined,
    ['price_min', 'price_max'],
  ],
  ['sales with a hexadecimal page', 'GET', '/api/sales?page=0x2', undefined, ['page']],
  ['sales with an exponent price', 'GET', '/api/sales?price_min=0&price_max=1e3', undefined, ['price_max']],
  [
    'listing with min above max',
    'GET',
    '/api/type_products/sofas?price_min=50&price_max=5',
    undefined,
    ['price_min'],
  ],
  [
    'listing with an unknown sort',
    'GET',
    `/api/type_products/sofas?sort_by=${encodeURIComponent(SQL)}&ascending=perhaps`,
    undefined,
    ['sort_by', 'ascending'],
  ],
  ['listing with a bad language', 'GET', '/api/sales?language=fr', undefined, ['language']],
  ['listing with a bad id_user', 'GET', '/api/sales?id_user=abc', undefined, ['id_user']],
  ['search without a query', 'GET', '/api/search', undefined, ['query']],
  ['search with a huge query', 'GET', `/api/search?query=${'a'.repeat(500)}`, undefined, ['query']],
  ['product with SQL for an id', 'GET', `/api/products/${encodeURIComponent(SQL)}`, undefined, ['id']],
  ['product with a huge id', 'GET', '/api/products/99999999999999999999', undefined, ['id']],
  ['collection with a long name', 'GET', `/api/collections/${'a'.repeat(150)}`, undefined, ['name']],
  ['wishlist without user_id', 'POST', '/api/wishlist/user_wishlist', {}, ['user_id']],
  [
    'wishlist insert with SQL ids',
    'POST',
    '/api/wishlist/insert_or_skip_product',
    { sku_product: SQL, user_id: own() },
    ['sku_product'],
  ],
  [
    'wishlist remove with an object id',
    'POST',
    '/api/wishlist/remove_product',
    { sku_product: { $gt: 0 }, user_id: own() },
    ['sku_product'],
  ],
  [
    'cart with a fractional amount',
    'POST',
    '/api/cart/upsert_amount_product',
    { sku_product: 1, user_id: own(), amount: 1.5 },
    ['amount'],
  ],
  [
    'cart with a negative amount',
    'POST',
    '/api/cart/upsert_amount_product',
    { sku_product: 1, user_id: own(), amount: -3 },
    ['amount'],
  ],
  [
    'cart with a text amount',
    'POST',
    '/api/cart/upsert_amount_product',
    { sku_product: 1, user_id: own(), amount: '2' },
    ['amount'],
  ],
  [
    'cart with a huge amount',
    'POST',
    '/api/cart/upsert_amount_product',
    { sku_product: 1, user_id: own(), amount: 1e12 },
    ['amount'],
  ],
  [
    'cart remove without sku_product',
    'POST',
    '/api/cart/remove_product',
    { user_id: own() },
    ['sku_product'],
  ],
  ['cart list with null user_id', 'POST', '/api/cart/user_cart', { user_id: null }, ['user_id']],
  ['coupon without a code', 'GET', '/api/couponcode', undefined, ['code']],
  // PostgreSQL text cannot hold U+0000: each of these was a 500 at the first query.
  ['coupon with a NUL character', 'GET', '/api/couponcode?code=A%00B', undefined, ['code']],
  ['category with a NUL character', 'GET', '/api/type_products/sofas%00', undefined, ['name']],
  ['collection with a NUL character', 'GET', '/api/collections/decor%00', undefined, ['name']],
  [
    'contact with NUL characters',
    'POST',
    '/api/support/write_us',
    {
      name: 'Ana\u0000',
      email: 'ana@example.com',
      phonePrefix: '34',
      phoneNumber: '612345678',
      message: 'a\u0000b',
    },
    ['name', 'message'],
  ],
  [
    'register with a NUL character in the password',
    'POST',
    '/api/account/register',
    { email: 'nul@example.com', password: 'long\u0000enough', repeat_password: 'long\u0000enough' },
    ['password', 'repeatPassword'],
  ],
  [
    'contact with nothing',
    'POST',
    '/api/support/write_us',
    {},
    ['name', 'email', 'phonePrefix', 'phoneNumber', 'message'],
  ],
  [
    'contact with huge and wrong values',
    'POST',
    '/api/support/write_us',
    { name: HUGE, email: SQL, phonePrefix: 12345, phoneNumber: HUGE, message: 'x'.repeat(5001) },
    ['name', 'email', 'phonePrefix', 'phoneNumber', 'message'],
  ],
];

describe('bad input', () => {
  it.each(cases())('%s → 400 with errors on %j', async (_name, method, url, body, fields) => {
    const payload = body === undefined ? {} : { payload: withOwnId(body) as object };
    const response = await t.app.inject({ method, url, headers: user.auth, ...payload });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors).sort()).toEqual([...fields].sort());
    for (const messages of Object.values(answer.errors)) {
      expect(messages.length).toBeGreaterThan(0);
      expect(
        messages.every(
          (message) => typeof message === 'string' && message.length > 0 && message.length < 200,
        ),
      ).toBe(true);
    }
  });

  it.each([
    ['price_min=&price_max=4', { price_min: ['Must be a number'] }],
    ['price_min=-1&price_max=4', { price_min: ['Must be at least 0'] }],
    ['page=', { page: ['Must be a whole number'] }],
    ['page=1.5', { page: ['Must be a whole number'] }],
    ['page=-3', { page: ['Must be at least 1'] }],
    ['page=1e3', { page: ['Must be a whole number'] }],
  ])('says what is wrong with %s in numbers of a query', async (query, errors) => {
    const response = await t.app.inject({ url: `/api/sales?${query}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.es", "password": ', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['a form instead of JSON', 'email=a&password=b', 'application/x-www-form-urlencoded', 415],
    ['JSON sent as plain text', '{"email": "a@b.es", "password": "x"}', 'text/plain', 415],
  ])('answers %s with a clear error on body', async (_name, payload, contentType, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toEqual(['body']);
  });

  it.each([
    ['a path segment over the router limit', `/api/collections/${'a'.repeat(300)}`, 404, 'route'],
    ['a broken %-escape', '/api/type_products/%E0%A4%A', 400, 'url'],
  ])('answers %s in the same error shape', async (_name, url, status, field) => {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('refuses a body over the size limit with a 413 before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/write_us',
      payload: { message: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: { body: ['El cuerpo de la petición es demasiado grande'] } });
  });

  it('wrote nothing for any of them', async () => {
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual([user.email]);
    expect(await t.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('cart_items').selectAll().execute()).toEqual([]);
  });
});

describe('requests the HTTP parser refuses before any route runs', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const answerOf = (text: string) => {
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
  };

  it.each([
    [
      'a query string longer than the header limit',
      `GET /api/search?query=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'La dirección o las cabeceras de la petición son demasiado largas',
    ],
    ['bytes that are not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400, 'La petición HTTP no es válida'],
  ])('answers %s in the API’s error shape', async (_name, request, status, message) => {
    const answer = answerOf(await raw(request));
    expect(answer.status).toBe(status);
    expect(answer.head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(answer.body).toEqual({ errors: { request: [message] } });
  });
});
