import { createHash } from 'node:crypto';
import { AuthAnswerSchema, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { getJson, postJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser, uniqueEmail } from '../../testing/users';
import {
  invitationIn,
  invite,
  inviteCall,
  invitedStaff,
  registerCall,
  verifyCall,
} from './testing/staff-invitations';

// Staff accounts by invitation (docs/spec.md §6, issue 10): a signed-in staff member (or the command
// line, staff-invite-cli.test.ts) mails a single-use link for 48 hours; the link is checked,
// then spent by the registration, which signs the new staff member in.

// The app's clock: moved forward to let invitations expire.
let clock = Date.now();
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  staff = await createStaffUser(t.app, t.db);
});
afterAll(() => t?.close());

const HOUR_MS = 3600_000;
const SHOP = testConfig().shopPublicUrl;
const PASSWORD = 'una contraseña larga';
const EN = { 'accept-language': 'en' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rowsOf = (email: string) =>
  t.db.selectFrom('staff_verification_codes').selectAll().where('email', '=', email).orderBy('id').execute();
const userOf = (email: string) =>
  t.db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();

describe('POST /api/backoffice/staff/invite', () => {
  it('mails a single-use link in both languages, Castellano first, and keeps only the code’s hash', async () => {
    const email = uniqueEmail('colleague');
    const before = t.outbox.length;
    expect(await inviteCall(t, staff, email.toUpperCase())).toEqual({
      status: 201,
      body: { status: 'success' },
    });
    const mails = t.outbox.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Invitación al back office de Olmo · Invitation to the Olmo back office');
    const { link, code } = invitationIn(mail);
    expect(link.href).toBe(`${SHOP}/backoffice/register/${encodeURIComponent(email)}/${code}`);
    // 256 random bits, base64url.
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text.indexOf('Hola:')).toBeLessThan(mail.text.indexOf('Hello,'));
    expect(mail.text).toContain(`caduca en ${STAFF_INVITE_LIFETIME_HOURS} horas`);
    expect(mail.text).toContain(`expires in ${STAFF_INVITE_LIFETIME_HOURS} hours`);
    expect(mail.text.split(link.href)).toHaveLength(3);

    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ code_hash: sha256(code), used_at: null, invited_by: staff.userId });
    expect(JSON.stringify(await rowsOf(email))).not.toContain(code);
    expect(new Date(row!.expires_at).getTime() - clock).toBe(STAFF_INVITE_LIFETIME_HOURS * HOUR_MS);
  });

  it('replaces the e-mail’s older invitation: only the newest link works', async () => {
    const email = uniqueEmail('twice');
    const older = await invite(t, staff, email);
    const newer = await invite(t, staff, email);
    expect(await rowsOf(email)).toHaveLength(1);
    expect((await verifyCall(t, email, older)).status).toBe(404);
    expect((await verifyCall(t, email, newer)).status).toBe(200);
  });

  it('is a 409 under email for an e-mail that has an account, customer or staff', async () => {
    const customer = await registerUser(t.app);
    for (const email of [customer.email, staff.email]) {
      expect(await inviteCall(t, staff, email, EN)).toEqual({
        status: 409,
        body: { errors: { email: ['An account with this email already exists'] } },
      });
    }
    expect(await rowsOf(customer.email)).toEqual([]);
  });

  it('checks the e-mail (400) and the caller: a customer is 403, no token 401, another user_id 403', async () => {
    expect(await inviteCall(t, staff, 'not-an-email', EN)).toEqual({
      status: 400,
      body: { errors: { email: ['Enter a valid email address'] } },
    });
    const customer = await registerUser(t.app);
    expect((await inviteCall(t, customer, uniqueEmail())).status).toBe(403);
    const anonymous = await postJson(t.app, '/api/backoffice/staff/invite', {
      email: uniqueEmail(),
      user_id: staff.userId,
    });
    expect(anonymous.status).toBe(401);
    const other = await createStaffUser(t.app, t.db);
    const asOther = await postJson(
      t.app,
      '/api/backoffice/staff/invite',
      { email: uniqueEmail(), user_id: other.userId },
      staff.auth,
    );
    expect(asOther.status).toBe(403);
  });
});

describe('POST /api/account/backoffice/verify_register', () => {
  it('answers success for the link as mailed, as often as asked: checking does not spend it', async () => {
    const email = uniqueEmail('check');
    const code = await invite(t, staff, email);
    for (let i = 0; i < 3; i++)
      expect(await verifyCall(t, email, code)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await rowsOf(email))[0]?.used_at).toBeNull();
  });

  it('is a 404 under code for an unknown code or the code of another e-mail', async () => {
    const email = uniqueEmail('mine');
    const code = await invite(t, staff, email);
    const unknown = 'Zk3vQ8mN1pR5tW7yB2cD4fG6hJ8kL0nP2rT4vX6zA8c';
    expect(await verifyCall(t, email, unknown, EN)).toEqual({
      status: 404,
      body: { errors: { code: ['This invitation link is not valid'] } },
    });
    expect(await verifyCall(t, uniqueEmail('someone-else'), code)).toEqual({
      status: 404,
      body: { errors: { code: ['Este enlace de invitación no es válido'] } },
    });
  });

  it('is a 410 under code once the 48 hours are over', async () => {
    const email = uniqueEmail('late');
    const code = await invite(t, staff, email);
    clock += STAFF_INVITE_LIFETIME_HOURS * HOUR_MS - 1000;
    expect((await verifyCall(t, email, code)).status).toBe(200);
    clock += 1000;
    expect(await verifyCall(t, email, code, EN)).toEqual({
      status: 410,
      body: { errors: { code: ['This invitation has been used or has expired. Ask for a new one'] } },
    });
    expect((await registerCall(t, { email, code, password: PASSWORD })).status).toBe(410);
    expect(await userOf(email)).toBeUndefined();
    // Two days on, the inviting staff member's session is long over: sign one in again.
    staff = await createStaffUser(t.app, t.db);
  });

  it('refuses a malformed code or e-mail with 400', async () => {
    const bad = await verifyCall(t, 'nobody', 'short', EN);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'email']);
  });
});

describe('POST /api/account/backoffice/register', () => {
  it('creates a staff account from the link, signs it in and spends the code', async () => {
    const email = uniqueEmail('new-staff');
    const code = await invite(t, staff, email);
    const answer = await registerCall(t, { email, code, password: PASSWORD });
    expect(answer.status).toBe(201);
    const session = AuthAnswerSchema.parse(answer.body);
    const user = await userOf(email);
    expect(user).toEqual({ id: session.userId, role: 'staff' });
    // 12 hours at most (the token's expiry is in whole seconds).
    expect(12 * HOUR_MS - (Date.parse(session.tokenExpirationDate) - clock)).toBeLessThan(1000);

    // The session is a staff session: the back office opens, the storefront's customer calls do not.
    const auth = { authorization: `Bearer ${session.token}` };
    expect(
      (await getJson(t.app, `/api/backoffice/couponcode/get_all?user_id=${session.userId}`, auth)).status,
    ).toBe(200);
    expect((await postJson(t.app, '/api/cart/user_cart', { user_id: session.userId }, auth)).status).toBe(
      403,
    );
    // The password signs in at the back office, not at the storefront.
    expect((await postJson(t.app, '/api/backoffice/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await postJson(t.app, '/api/login', { email, password: PASSWORD })).status).toBe(401);

    // Once.
    expect((await rowsOf(email))[0]?.used_at).not.toBeNull();
    expect((await verifyCall(t, email, code)).status).toBe(410);
    expect(await registerCall(t, { email, code, password: PASSWORD }, EN)).toEqual({
      status: 410,
      body: { errors: { code: ['This invitation has been used or has expired. Ask for a new one'] } },
    });
  });

  it('follows the customer’s password rules, every problem at once, and keeps the code for another try', async () => {
    const email = uniqueEmail('rules');
    const code = await invite(t, staff, email);
    const short = await registerCall(t, { email, code, password: 'corta', repeat_password: 'otra' }, EN);
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors).sort()).toEqual(['password']);
    expect(
      await registerCall(t, { email, code, password: 'password123', repeat_password: 'otra cosa' }, EN),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          password: ['This password is too common; choose another one'],
          repeatPassword: ['The passwords do not match'],
        },
      },
    });
    expect(
      await registerCall(t, { email, code, password: PASSWORD, repeat_password: `${PASSWORD}!` }),
    ).toEqual({
      status: 400,
      body: { errors: { repeatPassword: ['Las contraseñas no coinciden'] } },
    });
    const missing = await postJson(t.app, '/api/account/backoffice/register', {
      email,
      code,
      password: PASSWORD,
    });
    expect(Object.keys(missing.body.errors)).toEqual(['repeatPassword']);
    expect((await verifyCall(t, email, code)).status).toBe(200);
    expect((await registerCall(t, { email, code, password: PASSWORD })).status).toBe(201);
  });

  it('is a 404 under code for a code of another e-mail, and creates nothing', async () => {
    const email = uniqueEmail('owner');
    const code = await invite(t, staff, email);
    const thief = uniqueEmail('thief');
    expect((await registerCall(t, { email: thief, code, password: PASSWORD })).status).toBe(404);
    expect(await userOf(thief)).toBeUndefined();
    expect((await verifyCall(t, email, code)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations with one code through', async () => {
    const email = uniqueEmail('race');
    const code = await invite(t, staff, email);
    const answers = await Promise.all([
      registerCall(t, { email, code, password: PASSWORD }),
      registerCall(t, { email, code, password: `${PASSWORD} bis` }),
      registerCall(t, { email, code, password: `${PASSWORD} ter` }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409 || status === 410)).toBe(true);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('is a 409 under email when the e-mail got an account after the invitation; the link then fails its check', async () => {
    const email = uniqueEmail('meanwhile');
    const code = await invite(t, staff, email);
    await registerUser(t.app, email);
    expect(await registerCall(t, { email, code, password: PASSWORD }, EN)).toEqual({
      status: 409,
      body: { errors: { email: ['An account with this email already exists'] } },
    });
    expect(await userOf(email)).toMatchObject({ role: 'customer' });
    expect((await verifyCall(t, email, code)).status).toBe(410);
  });

  it('lets an invited staff member invite the next one', async () => {
    const first = await invitedStaff(t, staff, uniqueEmail('first'));
    const second = await invitedStaff(t, first, uniqueEmail('second'));
    expect(await userOf(second.email)).toMatchObject({ role: 'staff' });
    const [row] = await rowsOf(second.email);
    expect(row?.invited_by).toBe(first.userId);
  });
});

describe('customers never become staff', () => {
  it('through registration, recovery or a profile change, whatever the body says', async () => {
    const email = uniqueEmail('wannabe');
    const password = 'mi contraseña segura';
    const registered = await postJson(t.app, '/api/account/register', {
      email,
      password,
      repeat_password: password,
      role: 'staff',
    });
    expect(registered.status).toBe(201);
    expect(await userOf(email)).toMatchObject({ role: 'customer' });
    const auth = { authorization: `Bearer ${registered.body.token}` };
    expect((await postJson(t.app, '/api/account/recover_password', { email, role: 'staff' })).status).toBe(
      200,
    );
    expect(
      (
        await postJson(
          t.app,
          '/api/account/change_password',
          {
            current_password: password,
            password: `${password} 2`,
            repeat_password: `${password} 2`,
            role: 'staff',
          },
          auth,
        )
      ).status,
    ).toBe(200);
    expect(await userOf(email)).toMatchObject({ role: 'customer' });
    // Nor by an invitation (409), nor at the back office's login (a wrong password's 401).
    expect((await inviteCall(t, staff, email)).status).toBe(409);
    expect(
      (await postJson(t.app, '/api/backoffice/login', { email, password: `${password} 2` })).status,
    ).toBe(401);
  });

  it('and a customer token cannot invite anyone, not even itself', async () => {
    const customer = await registerUser(t.app);
    const answer = await inviteCall(t, customer, uniqueEmail(), EN);
    expect(answer).toEqual({
      status: 403,
      body: { errors: { auth: ['This is for the shop’s staff only'] } },
    });
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(() => limited?.close());

  it('limits link checks and registrations per client, with Retry-After and the message under the field', async () => {
    const remoteAddress = '203.0.113.50';
    const check = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/account/backoffice/verify_register',
        remoteAddress,
        payload: { email: 'guess@example.com', code: 'Zk3vQ8mN1pR5tW7yB2cD4fG6' },
      });
    let last = await check();
    for (let i = 0; i < 10; i++) last = await check();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(last.json().errors)).toEqual(['code']);

    const register = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/account/backoffice/register',
        remoteAddress,
        payload: {
          email: 'guess@example.com',
          code: 'Zk3vQ8mN1pR5tW7yB2cD4fG6',
          password: PASSWORD,
          repeat_password: PASSWORD,
        },
      });
    last = await register();
    for (let i = 0; i < 10; i++) last = await register();
    expect(last.statusCode).toBe(429);
    expect(Object.keys(last.json().errors)).toEqual(['password']);
  });
});
