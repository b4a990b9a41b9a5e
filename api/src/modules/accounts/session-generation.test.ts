import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { getJson, type JsonAnswer, postJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';
import { hashResetToken } from './password-recovery.service';

// Issue 30, point 2 (ASVS 3.3.3): a password change or reset ends every other session of the
// account, at once and on every instance. A token "stolen" before (another sign-in of the same
// account) is refused with the 401 'Invalid token' afterwards; the caller of the change stays
// signed in with the new session the answer carries; the reset's own session works.

let shop: TestApp;
/** A second API instance on the same database, as behind a load balancer. */
let second: FastifyInstance;

beforeAll(async () => {
  shop = await createTestApp();
  second = await buildApp(testConfig(), { database: shop.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

const NEW_PASSWORD = 'a brand new password of mine';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(
  path: '/api/login' | '/api/backoffice/login',
  user: TestUser,
  password = user.password,
) {
  const answer = await postJson(shop.app, path, { email: user.email, password });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** A customer's Bearer call, on either instance. */
const profileWith = (token: string, app: FastifyInstance = shop.app): Promise<JsonAnswer> =>
  getJson(app, '/api/account/profile', bearer(token));

/** A staff member's Bearer call, on either instance. */
const ordersWith = (staff: TestUser, token: string, app: FastifyInstance = shop.app): Promise<JsonAnswer> =>
  getJson(app, `/api/backoffice/orders?user_id=${staff.userId}`, bearer(token));

const INVALID_TOKEN = { status: 401, body: { errors: { auth: ['Invalid token'] } } };

describe('a customer', () => {
  it('changing the password ends every other session on both instances, and keeps the caller signed in', async () => {
    const customer = await registerUser(shop.app);
    const stolen = await signIn('/api/login', customer);
    expect((await profileWith(stolen, second)).status).toBe(200);

    const changed = await postJson(
      second,
      '/api/account/change_password',
      { current_password: customer.password, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      customer.auth,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      status: 'success',
      session: {
        token: expect.any(String),
        userId: customer.userId,
        tokenExpirationDate: expect.any(String),
      },
    });

    for (const app of [shop.app, second]) {
      expect(await profileWith(stolen, app)).toMatchObject(INVALID_TOKEN);
      expect(await profileWith(customer.token, app)).toMatchObject(INVALID_TOKEN);
      expect((await profileWith(changed.body.session.token, app)).status).toBe(200);
    }
    // A new sign-in with the new password is a session of the new generation.
    expect((await profileWith(await signIn('/api/login', customer, NEW_PASSWORD))).status).toBe(200);
  });

  it('a refused change (wrong current password) ends nothing', async () => {
    const customer = await registerUser(shop.app);
    const other = await signIn('/api/login', customer);
    const refused = await postJson(
      shop.app,
      '/api/account/change_password',
      { current_password: 'not my password at all', password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      customer.auth,
    );
    expect(refused.status).toBe(400);
    expect((await profileWith(other, second)).status).toBe(200);
    expect((await profileWith(customer.token)).status).toBe(200);
  });

  it('resetting the password through the mailed link ends every session, and signs in with the new one', async () => {
    const customer = await registerUser(shop.app);
    const stolen = await signIn('/api/login', customer);
    const resetToken = randomBytes(32).toString('base64url');
    await shop.db
      .insertInto('password_resets')
      .values({
        user_id: customer.userId,
        token_hash: hashResetToken(resetToken),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();

    const reset = await postJson(second, '/api/account/reset_password', {
      token: resetToken,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    for (const app of [shop.app, second]) {
      expect(await profileWith(stolen, app)).toMatchObject(INVALID_TOKEN);
      expect(await profileWith(customer.token, app)).toMatchObject(INVALID_TOKEN);
      expect((await profileWith(reset.body.token, app)).status).toBe(200);
    }
  });
});

describe('a staff member', () => {
  it('changing the password ends every other staff session on both instances, and keeps the caller signed in', async () => {
    const staff = await createStaffUser(shop.app, shop.db);
    const stolen = await signIn('/api/backoffice/login', staff);
    expect((await ordersWith(staff, stolen, second)).status).toBe(200);

    const changed = await postJson(
      shop.app,
      '/api/backoffice/account/change_password',
      {
        user_id: staff.userId,
        current_password: staff.password,
        password: NEW_PASSWORD,
        repeat_password: NEW_PASSWORD,
      },
      staff.auth,
    );
    expect(changed.status).toBe(200);
    const renewed: string = changed.body.session.token;

    for (const app of [shop.app, second]) {
      expect(await ordersWith(staff, stolen, app)).toMatchObject(INVALID_TOKEN);
      expect(await ordersWith(staff, staff.token, app)).toMatchObject(INVALID_TOKEN);
      expect((await ordersWith(staff, renewed, app)).status).toBe(200);
    }
    expect((await ordersWith(staff, await signIn('/api/backoffice/login', staff, NEW_PASSWORD))).status).toBe(
      200,
    );
  });

  it('keeps the rules of the customer call: a wrong current password is a 400 under it, and ends nothing', async () => {
    const staff = await createStaffUser(shop.app, shop.db);
    const refused = await postJson(
      shop.app,
      '/api/backoffice/account/change_password',
      {
        user_id: staff.userId,
        current_password: 'not my password at all',
        password: NEW_PASSWORD,
        repeat_password: 'another password, not the same',
      },
      { ...staff.auth, 'accept-language': 'en' },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['currentPassword', 'repeatPassword']);
    expect((await ordersWith(staff, staff.token)).status).toBe(200);
  });

  it('cannot change a colleague’s password, and a customer cannot call it', async () => {
    const staff = await createStaffUser(shop.app, shop.db);
    const colleague = await createStaffUser(shop.app, shop.db);
    const body = (userId: number) => ({
      user_id: userId,
      current_password: colleague.password,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    const path = '/api/backoffice/account/change_password';
    expect((await postJson(shop.app, path, body(colleague.userId), staff.auth)).status).toBe(403);
    const customer = await registerUser(shop.app);
    expect((await postJson(shop.app, path, body(customer.userId), customer.auth)).status).toBe(403);
    expect((await ordersWith(colleague, colleague.token)).status).toBe(200);
  });
});
