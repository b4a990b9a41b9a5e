import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as contracts from 'shared-contracts';
import { type CallDescriptor, defineCall, isCallDescriptor } from 'shared-contracts';
import { z } from 'zod';
import { serveCall } from '../../http/serve-call';
import { StaffAuth } from '../../plugins/auth';
import { handleError } from '../../plugins/error-handler';
import { languagePlugin } from '../../plugins/language';
import { type TestApp, createTestApp, testConfig } from '../../testing/test-app';
import { type TestUser, createStaffUser, registerUser } from '../../testing/users';
import { StaffSessions } from '../backoffice/staff-sessions';
import { StaffSessionsRepository } from '../backoffice/staff-sessions.repository';
import { AccountsRepository } from './accounts.repository';
import { TokenService } from './tokens';

let shop: TestApp;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  shop = await createTestApp();
  staff = await createStaffUser(shop.app, shop.db);
  customer = await registerUser(shop.app);
});
afterAll(() => shop?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });

describe('POST /api/backoffice/login', () => {
  it('signs a staff member in with a staff token', async () => {
    const response = await post('/api/backoffice/login', { email: staff.email, password: staff.password });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ token: string; userId: number; tokenExpirationDate: string }>();
    expect(answer.userId).toBe(staff.userId);
    const claims = JSON.parse(Buffer.from(answer.token.split('.')[1]!, 'base64url').toString()) as {
      role: string;
    };
    expect(claims.role).toBe('staff');
    // A staff session lasts 12 hours at most (docs/security.md).
    expect(Date.parse(answer.tokenExpirationDate) - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('answers a customer’s correct credentials exactly as a wrong password', async () => {
    const asCustomer = await post('/api/backoffice/login', {
      email: customer.email,
      password: customer.password,
    });
    const wrong = await post('/api/backoffice/login', { email: staff.email, password: 'not the password' });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toEqual(wrong.json());
    expect(asCustomer.json()).toEqual({ errors: { password: ['Incorrect email or password'] } });
  });
});

describe('POST /api/login', () => {
  it('refuses a staff member exactly as a wrong password: staff sign in at the back office', async () => {
    const asStaff = await post('/api/login', { email: staff.email, password: staff.password });
    const wrong = await post('/api/login', { email: customer.email, password: 'not the password' });
    expect(asStaff.statusCode).toBe(401);
    expect(asStaff.json()).toEqual(wrong.json());
  });
});

describe('the staff guard', () => {
  const staffCall = defineCall({
    method: 'GET',
    path: '/backoffice/probe',
    auth: 'staff',
    summary: 'A staff call for this test',
    tag: 'backoffice',
    query: z.object({ user_id: z.coerce.number() }),
    answer: z.object({ userId: z.number() }),
    errors: [400, 401, 403, 404],
  });
  let api: FastifyInstance;

  beforeAll(async () => {
    const config = testConfig();
    const tokens = new TokenService(config.jwtSecret);
    const sessions = new StaffSessions(new StaffSessionsRepository(shop.db), tokens, () => new Date());
    const guard = new StaffAuth(tokens, new AccountsRepository(shop.db), sessions);
    api = Fastify();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    api.setErrorHandler(handleError);
    await api.register(languagePlugin);
    serveCall(api, staffCall, { guard: guard.onRequest }, async (request) => ({
      userId: await guard.ownUserId(request, request.query.user_id),
    }));
    await api.ready();
  });
  afterAll(() => api?.close());

  const probe = (userId: number, authorization?: string) =>
    api.inject({
      method: 'GET',
      url: `/backoffice/probe?user_id=${userId}`,
      headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
    });

  it('lets a staff member through with their own user id', async () => {
    const response = await probe(staff.userId, staff.auth.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: staff.userId });
  });

  it('refuses a customer token with 403', async () => {
    const response = await probe(customer.userId, customer.auth.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { auth: ['This is for the shop’s staff only'] } });
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await probe(staff.userId)).statusCode).toBe(401);
    const forged = `${staff.token.slice(0, -4)}AAAA`;
    expect((await probe(staff.userId, `Bearer ${forged}`)).json()).toEqual({
      errors: { auth: ['Invalid token'] },
    });
  });

  it('checks the user id the call carries: another user’s is 403, an unknown one 404', async () => {
    expect((await probe(customer.userId, staff.auth.authorization)).statusCode).toBe(403);
    expect((await probe(2_000_000_000, staff.auth.authorization)).statusCode).toBe(404);
  });

  it('keeps staff tokens off the storefront’s customer calls (403)', async () => {
    const response = await post('/api/cart/user_cart', { user_id: staff.userId }, staff.auth);
    expect(response.statusCode).toBe(403);
  });
});

describe('the role rules on every call of the contracts', () => {
  const calls = (Object.values(contracts) as unknown[]).filter(isCallDescriptor);
  const staffCalls = calls.filter((call) => call.auth === 'staff');
  const customerCalls = calls.filter((call) => call.auth === 'customer');
  // Any value fits a path parameter: the guard answers before the parameters are checked.
  const urlOf = (call: CallDescriptor) => `/api${call.path.replace(/:\w+/g, 'x')}`;
  const send = (call: CallDescriptor, user: TestUser | undefined, userId: number) =>
    shop.app.inject({
      method: call.method,
      url: `${urlOf(call)}?user_id=${userId}`,
      ...(call.body ? { payload: { user_id: userId } } : {}),
      headers: { 'accept-language': 'en', ...(user ? user.auth : {}) },
    });

  it('knows the back office’s calls and the storefront’s', () => {
    expect(staffCalls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'GET /backoffice/orders',
        'PATCH /backoffice/orders/:code/status',
        'DELETE /backoffice/couponcode/delete',
        'POST /backoffice/staff/invite',
        'POST /backoffice/logout',
      ]),
    );
    expect(staffCalls.length).toBeGreaterThanOrEqual(8);
    expect(customerCalls.length).toBeGreaterThanOrEqual(10);
  });

  it.each(staffCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: a customer token is 403, no token 401',
    async (_name, call) => {
      const asCustomer = await send(call, customer, customer.userId);
      expect([asCustomer.statusCode, asCustomer.json()]).toEqual([
        403,
        { errors: { auth: ['This is for the shop’s staff only'] } },
      ]);
      expect((await send(call, undefined, staff.userId)).statusCode).toBe(401);
    },
  );

  it.each(customerCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: a staff token is 403, no token 401',
    async (_name, call) => {
      const asStaff = await send(call, staff, staff.userId);
      expect([asStaff.statusCode, asStaff.json()]).toEqual([
        403,
        { errors: { auth: ['Staff accounts cannot use this part of the shop'] } },
      ]);
      expect((await send(call, undefined, customer.userId)).statusCode).toBe(401);
    },
  );
});
