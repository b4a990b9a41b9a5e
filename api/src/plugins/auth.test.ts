import { decodeJwt, SignJWT } from 'jose';
import { INVALID_TOKEN_MESSAGE } from 'shared-contracts';
import { TokenService } from '../modules/accounts/tokens';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { registerUser, type TestUser } from '../testing/users';

// Every user-scoped call: no token or a bad one is a 401 'Invalid token'; another
// user's id is a 403, an id no user has a 404; the caller's own id passes. Staff
// sessions are for the back office: a 403 here.

let t: TestApp;
let ana: TestUser;
let bruno: TestUser;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno] = [await registerUser(t.app), await registerUser(t.app)];
  const staff = await t.db
    .insertInto('users')
    .values({ email: `staff-${ana.userId}@estudio.local`, password_hash: 'x', role: 'staff' })
    .returning('id')
    .executeTakeFirstOrThrow();
  staffToken = (await new TokenService(secret).issue({ id: staff.id, role: 'staff', generation: 0 })).token;
});

/** An id no user has (ids are serial, far below this). */
const NOBODY = 2_000_000_000;
afterAll(() => t?.close());

const CALLS: [path: string, body: (userId: number) => object][] = [
  ['/api/wishlist/user_wishlist', (user_id) => ({ user_id })],
  ['/api/wishlist/insert_or_skip_product', (user_id) => ({ user_id, sku_product: 1 })],
  ['/api/wishlist/remove_product', (user_id) => ({ user_id, sku_product: 1 })],
  ['/api/cart/user_cart', (user_id) => ({ user_id })],
  ['/api/cart/upsert_amount_product', (user_id) => ({ user_id, sku_product: 1, amount: 0 })],
  ['/api/cart/remove_product', (user_id) => ({ user_id, sku_product: 1 })],
];

const secret = testConfig().jwtSecret;
const key = new TextEncoder().encode(secret);
const forged = async (claims: Record<string, unknown>, signingKey = key, expires = '1h') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub ?? ''))
    .setExpirationTime(expires)
    .sign(signingKey);

describe.each(CALLS)('%s', (path, body) => {
  const call = (payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url: path, payload, headers: authorization ? { authorization } : {} });

  it('passes with the caller’s own id', async () => {
    expect((await call(body(ana.userId), ana.auth.authorization)).statusCode).toBe(200);
  });

  it('is a 403 for someone else’s id', async () => {
    const response = await call(body(bruno.userId), ana.auth.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { auth: ['No puedes acceder a los datos de otro usuario'] } });
  });

  it('is a 404 for an id no user has', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body(NOBODY),
      headers: { ...ana.auth, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { user: [`There is no user ${NOBODY}`] } });
  });

  it('takes the scheme name in any case (RFC 9110)', async () => {
    expect((await call(body(ana.userId), `bearer ${ana.token}`)).statusCode).toBe(200);
  });

  it('is a 401 for a well-signed token whose user no longer exists, never a 500', async () => {
    const { token } = await new TokenService(secret).issue({ id: NOBODY, role: 'customer', generation: 0 });
    const response = await call(body(NOBODY), `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: { auth: [INVALID_TOKEN_MESSAGE] } });
  });

  it('is a 403 for a staff session, even on the staff member’s own id', async () => {
    const staffId = Number(decodeJwt(staffToken).sub);
    const response = await call(body(staffId), `Bearer ${staffToken}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: { auth: ['Las cuentas del personal no pueden usar esta función de la tienda'] },
    });
  });

  it.each([
    ['no token', async () => undefined],
    ['a non-bearer scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', async () => 'Bearer not.a.token'],
    [
      'a token signed with another key',
      async () =>
        `Bearer ${await forged({ sub: '1', role: 'customer' }, new TextEncoder().encode('x'.repeat(40)))}`,
    ],
    ['an expired token', async () => `Bearer ${await forged({ sub: '1', role: 'customer' }, key, '-1s')}`],
    [
      'a token without issuer and audience',
      async () => `Bearer ${await forged({ sub: '1', role: 'customer' })}`,
    ],
    [
      'a token with alg none',
      async () =>
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`,
    ],
  ])('is a 401 Invalid token with %s, before the body is even read', async (_name, header) => {
    const response = await call({ not: 'even valid' }, await header());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: { auth: [INVALID_TOKEN_MESSAGE] } });
  });
});

describe('TokenService', () => {
  it('refuses a well-signed token whose role is unknown or whose subject is not an id', async () => {
    const tokens = new TokenService(secret);
    const { token, tokenId } = await tokens.issue({ id: 5, role: 'staff', generation: 0 });
    expect(await tokens.verify(token)).toEqual({ id: 5, role: 'staff', generation: 0, tokenId });
    const claims = { iss: 'estudio-shop', aud: 'estudio-shop-api', jti: 'a-token-id' };
    expect(await tokens.verify(await forged({ ...claims, sub: '5', role: 'admin' }))).toBeUndefined();
    expect(await tokens.verify(await forged({ ...claims, sub: 'ana', role: 'customer' }))).toBeUndefined();
    // The session generation is a whole number ≥ 0; a token without one is of generation 0.
    expect(
      await tokens.verify(await forged({ ...claims, sub: '5', role: 'staff', gen: -1 })),
    ).toBeUndefined();
    expect(
      await tokens.verify(await forged({ ...claims, sub: '5', role: 'staff', gen: '1' })),
    ).toBeUndefined();
    expect(await tokens.verify(await forged({ ...claims, sub: '5', role: 'staff' }))).toMatchObject({
      generation: 0,
    });
    // Without a jti no staff session could name the token.
    expect(
      await tokens.verify(await forged({ ...claims, jti: undefined, sub: '5', role: 'staff' })),
    ).toBeUndefined();
  });

  it('gives staff a shorter session than customers', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const tokens = new TokenService(secret, () => now);
    const customer = await tokens.issue({ id: 1, role: 'customer', generation: 0 });
    const staff = await tokens.issue({ id: 2, role: 'staff', generation: 0 });
    expect(customer.expiresAt.toISOString()).toBe('2030-01-08T00:00:00.000Z');
    expect(staff.expiresAt.toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });
});
