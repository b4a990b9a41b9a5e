import { decodeJwt } from 'jose';
import { AuthAnswerSchema } from 'shared-contracts';
import { buildApp } from '../../app';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createStaffUser, registerUser, uniqueEmail } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  postJson(t.app, url, payload, headers);
const register = (body: object, headers?: Record<string, string>) =>
  post('/api/account/register', body, headers);
const login = (body: object, headers?: Record<string, string>) => post('/api/login', body, headers);

describe('POST /api/account/register', () => {
  it('creates a customer and answers token, userId and tokenExpirationDate', async () => {
    const email = uniqueEmail();
    const { status, body } = await register({
      email,
      password: 'a quiet garden',
      repeat_password: 'a quiet garden',
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['token', 'tokenExpirationDate', 'userId']);
    const answer = AuthAnswerSchema.parse(body);
    const claims = decodeJwt(answer.token);
    expect(claims).toMatchObject({ sub: String(answer.userId), role: 'customer' });
    expect(new Date(answer.tokenExpirationDate).getTime()).toBe((claims.exp ?? 0) * 1000);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', answer.userId)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('a quiet garden');
  });

  it('normalises the e-mail: spaces and capitals do not make a second account', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'a quiet garden', repeat_password: 'a quiet garden' });
    const again = await register({
      email: `  ${email.toUpperCase()} `,
      password: 'another garden',
      repeat_password: 'another garden',
    });
    expect(again).toEqual({
      status: 409,
      body: { errors: { email: ['Ya existe una cuenta con este email'] } },
    });
  });

  it.each([
    [
      'es',
      {},
      { password: ['Debe tener al menos 8 caracteres'] },
      { password: 'short', repeat_password: 'short' },
    ],
    [
      'en',
      { 'accept-language': 'en-US' },
      { password: ['Must be at least 8 characters long'] },
      { password: 'short', repeat_password: 'short' },
    ],
    [
      'es',
      {},
      { repeatPassword: ['Las contraseñas no coinciden'] },
      { password: 'a quiet garden', repeat_password: 'a loud garden' },
    ],
    [
      'es',
      {},
      { password: ['Esta contraseña es demasiado común; elige otra'] },
      { password: 'password123', repeat_password: 'password123' },
    ],
    [
      'en',
      { 'accept-language': 'en' },
      { email: ['Enter a valid email address'], repeatPassword: ['This field is required'] },
      { email: 'not-an-email', password: 'a quiet garden' },
    ],
  ])('answers field errors in %s', async (_language, headers, errors, fields) => {
    const { status, body } = await register({ email: uniqueEmail(), ...fields }, headers);
    expect(status).toBe(400);
    expect(body).toEqual({ errors });
  });

  it('refuses a password built from the e-mail', async () => {
    const email = uniqueEmail('marisol');
    const password = `${email.split('@')[0]}!`;
    const { body } = await register({ email, password, repeat_password: password });
    expect(body).toEqual({ errors: { password: ['La contraseña no puede contener tu email'] } });
  });

  it('takes long passphrases (up to 128 characters)', async () => {
    const password = 'una frase muy larga '.repeat(6).slice(0, 128);
    const { status } = await register({ email: uniqueEmail(), password, repeat_password: password });
    expect(status).toBe(201);
  });
});

describe('POST /api/login', () => {
  it('answers a new token for the right password, with a normalised e-mail', async () => {
    const user = await registerUser(t.app);
    const { status, body } = await login({ email: ` ${user.email.toUpperCase()}`, password: user.password });
    expect(status).toBe(200);
    const answer = AuthAnswerSchema.parse(body);
    expect(answer.userId).toBe(user.userId);
    expect(answer.token).not.toBe(user.token);
  });

  it('gives a wrong password and an unknown e-mail exactly the same answer', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login({ email: user.email, password: 'not my password' });
    const unknownEmail = await login({ email: uniqueEmail(), password: 'not my password' });
    expect(wrongPassword).toEqual({
      status: 401,
      body: { errors: { password: ['Email o contraseña incorrectos'] } },
    });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('answers in English when the request asks for it', async () => {
    const { body } = await login(
      { email: uniqueEmail(), password: 'x' },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(body).toEqual({ errors: { password: ['Incorrect email or password'] } });
  });

  it('slows down repeated failures on one account, whether or not it exists', async () => {
    for (const email of [(await registerUser(t.app)).email, uniqueEmail()]) {
      for (let i = 0; i < 5; i++) expect((await login({ email, password: 'wrong guess' })).status).toBe(401);
      const throttled = await login({ email, password: 'wrong guess' });
      expect(throttled.status).toBe(429);
      expect(throttled.body.errors.password[0]).toMatch(
        /^Demasiados intentos\. Vuelve a intentarlo en \d+ s$/,
      );
    }
  });

  it('gives the same wait in Retry-After as in the message', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 6; i++) await login({ email, password: 'wrong guess' });
    const throttled = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'wrong guess' },
      headers: { 'accept-language': 'en' },
    });
    expect(throttled.statusCode).toBe(429);
    const seconds = /in (\d+) s$/.exec(throttled.json().errors.password[0])?.[1];
    expect(seconds).toBeDefined();
    expect(throttled.headers['retry-after']).toBe(seconds);
  });

  it('counts guesses sent all at once: concurrency gets no more through than one by one', async () => {
    // A stopped clock: the 1 s wait after the fifth failure must not run out while the 40 queue.
    const frozen = new Date();
    const instance = await buildApp(testConfig(), { database: t.database, now: () => frozen });
    try {
      const user = await registerUser(t.app);
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          postJson(instance, '/api/login', { email: user.email, password: `guess ${i}` }),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    } finally {
      await instance.close();
    }
  });

  it('still lets the right password in after a few wrong ones, and forgets them', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'wrong guess' });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login({ email: user.email, password: 'wrong guess' })).status).toBe(401);
  });

  const loginFrom = async (address: string, body: object, app = t.app) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      remoteAddress: address,
    });
    return response.statusCode;
  };

  it("cannot be used to lock the owner out: another address's failures never make the owner wait", async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 8; i++)
      await loginFrom('198.51.100.23', { email: user.email, password: `guess ${i}` });
    expect(await loginFrom('198.51.100.23', { email: user.email, password: 'another guess' })).toBe(429);
    expect(await loginFrom('203.0.113.9', { email: user.email, password: user.password })).toBe(200);
  });

  it('shares its counters between API instances: alternating instances gets no more guesses', async () => {
    const second = await buildApp(testConfig(), { database: t.database });
    try {
      const user = await registerUser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          await loginFrom(
            '198.51.100.24',
            { email: user.email, password: `guess ${i}` },
            i % 2 ? second : t.app,
          ),
        );
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/backoffice/login', () => {
  it('is throttled per account and client as the shop login is', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const attempt = async (address: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backoffice/login',
          payload: { email: staff.email, password },
          remoteAddress: address,
        })
      ).statusCode;
    for (let i = 0; i < 5; i++) expect(await attempt('198.51.100.25', `guess ${i}`)).toBe(401);
    expect(await attempt('198.51.100.25', staff.password)).toBe(429);
    expect(await attempt('203.0.113.10', staff.password)).toBe(200);
  });
});
