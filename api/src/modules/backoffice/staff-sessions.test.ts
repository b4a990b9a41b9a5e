import { decodeJwt } from 'jose';
import { INVALID_TOKEN_MESSAGE, STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from 'shared-contracts';
import { getJson, postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';

// Staff sessions end after 30 minutes without a back-office call, 12 hours after sign-in
// however active, and at logout (docs/security.md, ASVS 3.3): the token is then refused with the
// 401 'Invalid token' of an expired one. Customers' sessions are not touched by any of it.

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t?.close());

const MINUTE_MS = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE_MS;
const INVALID = { status: 401, body: { errors: { auth: [INVALID_TOKEN_MESSAGE] } } };

const coupons = (staff: TestUser) =>
  getJson(t.app, `/api/backoffice/couponcode/get_all?user_id=${staff.userId}`, staff.auth);
const logout = (staff: TestUser, userId = staff.userId) =>
  postJson(t.app, '/api/backoffice/logout', { user_id: userId }, staff.auth);
const sessionOf = (staff: TestUser) =>
  t.db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('id', '=', String(decodeJwt(staff.token).jti))
    .executeTakeFirstOrThrow();

describe('a staff session', () => {
  it('is opened by the back-office login, keyed by the token’s jti', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const session = await sessionOf(staff);
    expect(session).toMatchObject({ user_id: staff.userId, ended_at: null });
    expect(new Date(session.created_at).getTime()).toBe(clock);
    // With the token: 12 hours, in the token's whole seconds.
    const expires = new Date(session.expires_at).getTime();
    expect(expires).toBe(Number(decodeJwt(staff.token).exp) * 1000);
    expect(clock + STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS - expires).toBeLessThan(1000);
  });

  it('ends after 30 minutes without a call', async () => {
    const staff = await createStaffUser(t.app, t.db);
    clock += IDLE_MS - 1000;
    expect((await coupons(staff)).status).toBe(200);
    clock += IDLE_MS - 1000;
    expect((await coupons(staff)).status).toBe(200);
    clock += IDLE_MS;
    expect(await coupons(staff)).toEqual(INVALID);
    // Calls after the end do not revive it.
    clock += 1000;
    expect((await coupons(staff)).status).toBe(401);
  });

  it('records a call at most once a minute, and idles from the recorded one', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const signedIn = clock;
    clock += 30_000;
    await coupons(staff);
    expect(new Date((await sessionOf(staff)).last_seen_at).getTime()).toBe(signedIn);
    clock += 31_000;
    await coupons(staff);
    const recorded = clock;
    expect(new Date((await sessionOf(staff)).last_seen_at).getTime()).toBe(recorded);
    clock += 59_000;
    await coupons(staff);
    expect(new Date((await sessionOf(staff)).last_seen_at).getTime()).toBe(recorded);
    // Idle from the last recorded call: within 30 minutes of it, never later.
    clock = recorded + IDLE_MS;
    expect((await coupons(staff)).status).toBe(401);
  });

  it('ends 12 hours after sign-in, however active', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const end = new Date((await sessionOf(staff)).expires_at).getTime();
    expect(clock + STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS - end).toBeLessThan(1000);
    while (clock + 20 * MINUTE_MS < end) {
      clock += 20 * MINUTE_MS;
      expect((await coupons(staff)).status).toBe(200);
    }
    clock = end - 1000;
    expect((await coupons(staff)).status).toBe(200);
    clock = end;
    expect(await coupons(staff)).toEqual(INVALID);
  });

  it('ends at logout: that token is refused from then on, the staff member’s other sessions are not', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const login = await postJson(t.app, '/api/backoffice/login', {
      email: staff.email,
      password: staff.password,
    });
    const otherDevice = {
      ...staff,
      token: login.body.token,
      auth: { authorization: `Bearer ${login.body.token}` },
    };
    expect(await logout(staff)).toEqual({ status: 200, body: { status: 'success' } });
    expect(await coupons(staff)).toEqual(INVALID);
    expect(await logout(staff)).toEqual(INVALID);
    expect((await coupons(otherDevice)).status).toBe(200);
    expect((await sessionOf(staff)).ended_at).not.toBeNull();
  });

  it('logout checks the user id and the role like every back-office call', async () => {
    const staff = await createStaffUser(t.app, t.db);
    const other = await createStaffUser(t.app, t.db);
    expect((await logout(staff, other.userId)).status).toBe(403);
    expect((await coupons(staff)).status).toBe(200);
    const customer = await registerUser(t.app);
    expect((await logout(customer)).status).toBe(403);
    expect((await postJson(t.app, '/api/backoffice/logout', { user_id: staff.userId })).status).toBe(401);
  });

  it('keeps a staff member’s closed sessions from piling up: a new login drops them', async () => {
    const staff = await createStaffUser(t.app, t.db);
    await logout(staff);
    clock += IDLE_MS;
    await postJson(t.app, '/api/backoffice/login', { email: staff.email, password: staff.password });
    const rows = await t.db
      .selectFrom('staff_sessions')
      .select('ended_at')
      .where('user_id', '=', staff.userId)
      .execute();
    expect(rows).toEqual([{ ended_at: null }]);
  });

  it('is the staff token’s only: a customer token needs no session and idles as long as it likes', async () => {
    const customer = await registerUser(t.app);
    clock += 3 * IDLE_MS;
    expect(
      (await postJson(t.app, '/api/cart/user_cart', { user_id: customer.userId }, customer.auth)).status,
    ).toBe(200);
  });
});
