import { createHash } from 'node:crypto';
import {
  AuthAnswerSchema,
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetTokenSchema,
  ROUTES,
} from 'shared-contracts';
import { type Mail } from '../../mail/mailer';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser, uniqueEmail } from '../../testing/users';

// The app's clock: moved forward to let reset links expire.
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t?.close());

const SHOP = testConfig().shopPublicUrl;
const NEUTRAL = { status: 200, body: { status: 'success' } };
const INVALID_LINK_ES =
  'Este enlace para restablecer la contraseña ya no sirve: se ha usado, ha caducado o hay uno más reciente. Pide uno nuevo';
const INVALID_LINK_EN =
  'This password reset link no longer works: it was used, it expired or there is a newer one. Ask for a new one';

const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  postJson(t.app, url, payload, headers);
const recover = (email: string, headers?: Record<string, string>) =>
  post('/api/account/recover_password', { email }, headers);
const reset = (token: string, password: string, repeat = password, headers?: Record<string, string>) =>
  post('/api/account/reset_password', { token, password, repeat_password: repeat }, headers);
const login = (email: string, password: string) => post('/api/login', { email, password });

/** The mail is sent after the answer (its timing must not tell the account exists): wait for it. */
async function nextMailTo(email: string, after: number): Promise<Mail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = t.outbox.slice(after).find((sent) => sent.to === email);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function linkIn(mail: Mail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return new URL(link);
}

const tokenIn = (mail: Mail) => linkIn(mail).searchParams.get('token') ?? '';

/** Asks for a reset link for the user and reads its token from the mail. */
async function resetToken(user: TestUser, headers?: Record<string, string>): Promise<string> {
  const before = t.outbox.length;
  expect(await recover(user.email, headers)).toEqual(NEUTRAL);
  return tokenIn(await nextMailTo(user.email, before));
}

describe('POST /api/account/recover_password', () => {
  it('answers the same for an unknown, a staff and a customer e-mail; only the customer gets a mail', async () => {
    const customer = await registerUser(t.app);
    const staff = await createStaffUser(t.app, t.db);
    const before = t.outbox.length;
    const unknown = await recover(uniqueEmail());
    const asStaff = await recover(staff.email);
    const asCustomer = await recover(customer.email);
    expect(unknown).toEqual(NEUTRAL);
    expect(asStaff).toEqual(unknown);
    expect(asCustomer).toEqual(unknown);
    await nextMailTo(customer.email, before);
    expect(t.outbox.slice(before).map((mail) => mail.to)).toEqual([customer.email]);
  });

  it('mails, in the language asked, a link to the shop with a long random token, stored only hashed', async () => {
    const customer = await registerUser(t.app);
    const before = t.outbox.length;
    expect(
      await recover(` ${customer.email.toUpperCase()}`, { 'accept-language': 'en-US,en;q=0.9' }),
    ).toEqual(NEUTRAL);
    const mail = await nextMailTo(customer.email, before);
    expect(mail.subject).toBe('Reset your Olmo password');
    expect(mail.text).toContain(`expires in ${PASSWORD_RESET_TTL_MINUTES} minutes`);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${SHOP}${ROUTES.recoverPassword}`);
    const token = tokenIn(mail);
    expect(PasswordResetTokenSchema.safeParse(token).success).toBe(true);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(192);

    const rows = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(new Date(rows[0]!.expires_at).getTime()).toBe(clock + PASSWORD_RESET_TTL_MINUTES * 60_000);
  });

  it('writes the mail in Castellano by default', async () => {
    const customer = await registerUser(t.app);
    const before = t.outbox.length;
    await recover(customer.email);
    const mail = await nextMailTo(customer.email, before);
    expect(mail.subject).toBe('Restablece tu contraseña de Olmo');
    expect(mail.text).toContain(`caduca en ${PASSWORD_RESET_TTL_MINUTES} minutos`);
  });

  it('limits the mails per e-mail address, known or not, with the same answers', async () => {
    for (const email of [(await registerUser(t.app)).email, uniqueEmail()]) {
      for (let i = 0; i < 5; i++) expect(await recover(email)).toEqual(NEUTRAL);
      const limited = await recover(email);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        errors: { email: [expect.stringMatching(/^Demasiadas peticiones\. Vuelve a intentarlo en \d+ s$/)] },
      });
    }
  });

  it('answers a bad e-mail with a field error', async () => {
    expect(await recover('not-an-email', { 'accept-language': 'en' })).toEqual({
      status: 400,
      body: { errors: { email: ['Enter a valid email address'] } },
    });
  });
});

describe('POST /api/account/reset_password', () => {
  it('sets the new password and signs the customer in; the old password stops working', async () => {
    const customer = await registerUser(t.app);
    const token = await resetToken(customer);
    const { status, body } = await reset(token, 'a brand new garden');
    expect(status).toBe(200);
    const answer = AuthAnswerSchema.parse(body);
    expect(answer.userId).toBe(customer.userId);
    expect(answer.token).not.toBe(customer.token);
    const profile = await t.app.inject({
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(profile.json()).toMatchObject({ userId: customer.userId, email: customer.email });

    expect((await login(customer.email, 'a brand new garden')).status).toBe(200);
    expect(await login(customer.email, customer.password)).toEqual({
      status: 401,
      body: { errors: { password: ['Email o contraseña incorrectos'] } },
    });
  });

  it('works once: a second use is a 400 under token, in the language asked', async () => {
    const customer = await registerUser(t.app);
    const token = await resetToken(customer);
    expect((await reset(token, 'first new password')).status).toBe(200);
    expect(await reset(token, 'second new password')).toEqual({
      status: 400,
      body: { errors: { token: [INVALID_LINK_ES] } },
    });
    expect(await reset(token, 'second new password', undefined, { 'accept-language': 'en' })).toEqual({
      status: 400,
      body: { errors: { token: [INVALID_LINK_EN] } },
    });
    expect((await login(customer.email, 'first new password')).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const customer = await registerUser(t.app);
    const token = await resetToken(customer);
    const answers = await Promise.all([
      reset(token, 'racing password one'),
      reset(token, 'racing password two'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const password = winner === 0 ? 'racing password one' : 'racing password two';
    expect((await login(customer.email, password)).status).toBe(200);
  });

  it(`expires ${PASSWORD_RESET_TTL_MINUTES} minutes after it was asked for`, async () => {
    const early = await registerUser(t.app);
    const late = await registerUser(t.app);
    const earlyToken = await resetToken(early);
    const lateToken = await resetToken(late);
    const start = clock;
    try {
      clock = start + PASSWORD_RESET_TTL_MINUTES * 60_000 - 1000;
      expect((await reset(earlyToken, 'just in time garden')).status).toBe(200);
      clock = start + PASSWORD_RESET_TTL_MINUTES * 60_000;
      expect(await reset(lateToken, 'just too late garden')).toEqual({
        status: 400,
        body: { errors: { token: [INVALID_LINK_ES] } },
      });
      expect((await login(late.email, late.password)).status).toBe(200);
    } finally {
      clock = Date.now();
    }
  });

  it('stops an older link working once a newer one is asked for', async () => {
    const customer = await registerUser(t.app);
    const older = await resetToken(customer);
    const newer = await resetToken(customer);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'from the older link')).status).toBe(400);
    expect((await reset(newer, 'from the newer link')).status).toBe(200);
  });

  it.each([
    [
      'a short password',
      { password: 'short', repeat: 'short' },
      { password: ['Debe tener al menos 8 caracteres'] },
    ],
    [
      'a common password',
      { password: 'password123', repeat: 'password123' },
      { password: ['Esta contraseña es demasiado común; elige otra'] },
    ],
    [
      'a repetition that differs',
      { password: 'a quiet garden', repeat: 'a loud garden' },
      { repeatPassword: ['Las contraseñas no coinciden'] },
    ],
  ])('refuses %s as registration does, and the link still works after', async (_name, fields, errors) => {
    const customer = await registerUser(t.app);
    const token = await resetToken(customer);
    expect(await reset(token, fields.password, fields.repeat)).toEqual({ status: 400, body: { errors } });
    expect((await reset(token, 'a good new password')).status).toBe(200);
  });

  it("refuses a password built from the account's e-mail", async () => {
    const customer = await registerUser(t.app, uniqueEmail('marisol'));
    const token = await resetToken(customer);
    const password = `${customer.email.split('@')[0]}!`;
    expect(await reset(token, password)).toEqual({
      status: 400,
      body: { errors: { password: ['La contraseña no puede contener tu email'] } },
    });
  });

  it('answers an unknown token under token, and a malformed one as a bad link', async () => {
    expect(await reset('A'.repeat(43), 'a good new password')).toEqual({
      status: 400,
      body: { errors: { token: [INVALID_LINK_ES] } },
    });
    expect(await reset('short', 'a good new password', undefined, { 'accept-language': 'en' })).toEqual({
      status: 400,
      body: { errors: { token: ['The password reset link is not valid; ask for a new one'] } },
    });
  });

  it('stops a link working once the password is changed from the profile', async () => {
    const customer = await registerUser(t.app);
    const token = await resetToken(customer);
    const changed = await post(
      '/api/account/change_password',
      {
        current_password: customer.password,
        password: 'changed meanwhile',
        repeat_password: 'changed meanwhile',
      },
      customer.auth,
    );
    expect(changed).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await reset(token, 'from the old link')).status).toBe(400);
  });
});

describe('per-client limits (RATE_LIMIT on)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(() => limited?.close());

  it('limits recovery requests per client address, the message under email', async () => {
    const ask = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/account/recover_password',
        remoteAddress: '203.0.113.9',
        payload: { email: `someone-${i}@example.com` },
      });
    for (let i = 0; i < 5; i++) expect((await ask(i)).statusCode).toBe(200);
    const answer = await ask(5);
    expect(answer.statusCode).toBe(429);
    expect(Object.keys(answer.json().errors)).toEqual(['email']);
  });
});
