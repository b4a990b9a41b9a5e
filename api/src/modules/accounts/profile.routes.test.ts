import { ProfileAnswerSchema } from 'shared-contracts';
import { getJson, postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string) => postJson(t.app, '/api/login', { email, password });
const changePassword = (
  user: TestUser | undefined,
  body: { current_password?: string; password?: string; repeat_password?: string },
  headers: Record<string, string> = {},
) => postJson(t.app, '/api/account/change_password', body, { ...user?.auth, ...headers });

describe('GET /api/account/profile', () => {
  it("answers the signed-in customer's id, e-mail and creation date", async () => {
    const before = Date.now();
    const customer = await registerUser(t.app);
    const { status, body } = await getJson(t.app, '/api/account/profile', customer.auth);
    expect(status).toBe(200);
    const profile = ProfileAnswerSchema.parse(body);
    expect(profile).toEqual({
      userId: customer.userId,
      email: customer.email,
      createdAt: expect.any(String),
    });
    expect(Date.parse(profile.createdAt)).toBeGreaterThanOrEqual(before - 5000);
    expect(Date.parse(profile.createdAt)).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it('is a 401 without a token and a 403 for a staff token', async () => {
    expect(await getJson(t.app, '/api/account/profile')).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    const staff = await createStaffUser(t.app, t.db);
    expect(await getJson(t.app, '/api/account/profile', { ...staff.auth, 'accept-language': 'en' })).toEqual({
      status: 403,
      body: { errors: { auth: ['Staff accounts cannot use this part of the shop'] } },
    });
  });
});

describe('POST /api/account/change_password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const customer = await registerUser(t.app);
    expect(
      await changePassword(customer, {
        current_password: customer.password,
        password: 'a fresh new garden',
        repeat_password: 'a fresh new garden',
      }),
    ).toEqual({
      status: 200,
      body: {
        status: 'success',
        session: {
          token: expect.any(String),
          userId: customer.userId,
          tokenExpirationDate: expect.any(String),
        },
      },
    });
    expect((await login(customer.email, 'a fresh new garden')).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
  });

  it('answers a wrong current password with a 400 under currentPassword, never a 401', async () => {
    const customer = await registerUser(t.app);
    const body = {
      current_password: 'not my password',
      password: 'a fresh garden',
      repeat_password: 'a fresh garden',
    };
    expect(await changePassword(customer, body)).toEqual({
      status: 400,
      body: { errors: { currentPassword: ['La contraseña actual no es correcta'] } },
    });
    expect(await changePassword(customer, body, { 'accept-language': 'en' })).toEqual({
      status: 400,
      body: { errors: { currentPassword: ['The current password is not correct'] } },
    });
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('holds the new password to the registration rules, every problem at once', async () => {
    const customer = await registerUser(t.app);
    expect(
      await changePassword(customer, {
        current_password: 'wrong',
        password: 'password123',
        repeat_password: 'password124',
      }),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          currentPassword: ['La contraseña actual no es correcta'],
          password: ['Esta contraseña es demasiado común; elige otra'],
          repeatPassword: ['Las contraseñas no coinciden'],
        },
      },
    });
    expect(await changePassword(customer, {}, { 'accept-language': 'en' })).toEqual({
      status: 400,
      body: {
        errors: {
          currentPassword: ['This field is required'],
          password: ['This field is required'],
          repeatPassword: ['This field is required'],
        },
      },
    });
    expect(
      await changePassword(customer, {
        current_password: customer.password,
        password: 'short',
        repeat_password: 'short',
      }),
    ).toEqual({ status: 400, body: { errors: { password: ['Debe tener al menos 8 caracteres'] } } });
  });

  it('slows down wrong current passwords like failed logins, on the same account count', async () => {
    const customer = await registerUser(t.app);
    const guess = {
      current_password: 'wrong guess',
      password: 'a fresh garden',
      repeat_password: 'a fresh garden',
    };
    for (let i = 0; i < 5; i++) expect((await changePassword(customer, guess)).status).toBe(400);
    const throttled = await changePassword(customer, guess);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      errors: {
        currentPassword: [expect.stringMatching(/^Demasiados intentos\. Vuelve a intentarlo en \d+ s$/)],
      },
    });
    expect((await login(customer.email, customer.password)).status).toBe(429);
  });

  it('is a 401 without a token and a 403 for a staff token', async () => {
    const body = {
      current_password: 'whatever',
      password: 'a fresh garden',
      repeat_password: 'a fresh garden',
    };
    expect((await changePassword(undefined, body)).status).toBe(401);
    const staff = await createStaffUser(t.app, t.db);
    expect((await changePassword(staff, { ...body, current_password: staff.password })).status).toBe(403);
  });
});
