import { randomBytes } from 'node:crypto';
import { createTestOrder } from '../../testing/orders';
import { getJson, type JsonAnswer, postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';

// docs/spec.md §5 and §7 Back office, discount coupons: the list, creation (code required; discount
// above 0 and at most 100/2.21, written 45.25) and deletion, the server enforcing the form's rules.

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
});
afterAll(() => t?.close());

const EN = { 'accept-language': 'en' };
const INVALID_ES = 'Por favor, introduce un código válido y un valor positivo.';
const TOO_BIG_ES = 'El descuento no puede ser mayor a 45,25%.';

const newCode = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

const getAll = (user: TestUser = staff) =>
  getJson(t.app, `/api/backoffice/couponcode/get_all?user_id=${user.userId}`, user.auth);
const create = (body: object, headers: Record<string, string> = {}, user: TestUser = staff) =>
  postJson(
    t.app,
    '/api/backoffice/couponcode/create',
    { user_id: user.userId, ...body },
    { ...user.auth, ...headers },
  );
const remove = (code: string, headers: Record<string, string> = {}, user: TestUser = staff) =>
  t.app
    .inject({
      method: 'DELETE',
      url: '/api/backoffice/couponcode/delete',
      payload: { code, user_id: user.userId },
      headers: { ...user.auth, ...headers },
    })
    .then((response): JsonAnswer => ({ status: response.statusCode, body: response.json() }));
const atCheckout = (code: string) => getJson(t.app, `/api/couponcode?code=${code}`);

describe('GET /api/backoffice/couponcode/get_all', () => {
  it('lists every live coupon by code, expired ones too (so they can be deleted)', async () => {
    const answer = await getAll();
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('success');
    const codes = (answer.body.data as { code: string }[]).map((coupon) => coupon.code);
    expect(codes).toEqual([...codes].sort());
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { code: 'WELCOME10', discount: 10 },
        { code: 'MAXIMO', discount: 45.25 },
        { code: 'CADUCADO5', discount: 5 },
      ]),
    );
  });

  it('shows a coupon stored above the limit by hand at the discount a cart gets: 45.25', async () => {
    const code = newCode();
    await t.db
      .insertInto('coupons')
      .values({ code, discount_bp: 6000, expires_at: null, deleted_at: null })
      .execute();
    expect((await getAll()).body.data).toContainEqual({ code, discount: 45.25 });
  });
});

describe('POST /api/backoffice/couponcode/create', () => {
  // The contract also takes ' verano25 ' as VERANO25 (shared-contracts' backoffice.test.ts); the
  // OpenAPI document's pattern reads the code before that trim and upper-casing, so these tests
  // send codes as stored and leave lower case to the contract's own test.
  it('creates a coupon that the storefront takes at once (201)', async () => {
    const code = newCode();
    expect(await create({ code, discount: 12.5 })).toEqual({
      status: 201,
      body: { status: 'success', data: { code, discount: 12.5 } },
    });
    expect((await getAll()).body.data).toContainEqual({ code, discount: 12.5 });
    expect(await atCheckout(code)).toEqual({ status: 200, body: { code, discount: 12.5 } });
  });

  it('takes 45.25 and refuses 45.26 and 0, with docs/spec.md §5’s messages in both languages', async () => {
    const limit = newCode();
    expect((await create({ code: limit, discount: 45.25 })).status).toBe(201);
    expect((await atCheckout(limit)).body.discount).toBe(45.25);

    const over = newCode();
    expect(await create({ code: over, discount: 45.26 })).toEqual({
      status: 400,
      body: { errors: { discount: [TOO_BIG_ES] } },
    });
    expect(await create({ code: over, discount: 45.26 }, EN)).toEqual({
      status: 400,
      body: { errors: { discount: ['The discount cannot be greater than 45.25%.'] } },
    });
    expect(await create({ code: over, discount: 0 })).toEqual({
      status: 400,
      body: { errors: { discount: [INVALID_ES] } },
    });
    expect(await create({ code: over, discount: -3 }, EN)).toEqual({
      status: 400,
      body: { errors: { discount: ['Please enter a valid code and a positive value.'] } },
    });
    expect((await atCheckout(over)).status).toBe(404);
  });

  it('needs a code, every problem at once', async () => {
    expect(await create({ code: '', discount: 0 })).toEqual({
      status: 400,
      body: { errors: { code: [INVALID_ES], discount: [INVALID_ES] } },
    });
    expect(await create({ discount: 10 })).toEqual({ status: 400, body: { errors: { code: [INVALID_ES] } } });
    expect((await create({ code: 'DIEZ %', discount: 10 })).status).toBe(400);
    expect((await create({ code: newCode(), discount: 10.555 })).status).toBe(400);
  });

  it('is a 409 under code for a code a live coupon has, in any case', async () => {
    const code = newCode();
    expect((await create({ code, discount: 10 })).status).toBe(201);
    expect(await create({ code: code.toLowerCase(), discount: 20 }, EN)).toEqual({
      status: 409,
      body: { errors: { code: [`A coupon with the code ${code} already exists`] } },
    });
    expect(await create({ code: 'WELCOME10', discount: 20 })).toEqual({
      status: 409,
      body: { errors: { code: ['Ya existe un cupón con el código WELCOME10'] } },
    });
    expect((await atCheckout(code)).body.discount).toBe(10);
  });

  it('lets only one of two simultaneous creations of a code through', async () => {
    const code = newCode();
    const answers = await Promise.all([create({ code, discount: 10 }), create({ code, discount: 20 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('DELETE /api/backoffice/couponcode/delete', () => {
  it('deletes a coupon: it stops working at once, orders that used it keep its code', async () => {
    const code = newCode();
    await create({ code, discount: 15 });
    const buyer = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: buyer.userId, coupon: { code, discountBp: 1500 } });

    expect(await remove(code.toLowerCase())).toEqual({ status: 200, body: { status: 'success' } });
    expect((await atCheckout(code)).status).toBe(404);
    expect((await getAll()).body.data).not.toContainEqual(expect.objectContaining({ code }));
    const detail = await getJson(t.app, `/api/orders/${buyer.userId}/${order.code}?language=es`, buyer.auth);
    expect(detail.body).toMatchObject({ nameDiscount: code, percentageDiscount: 15 });

    // The code is free again.
    expect((await create({ code, discount: 5 })).status).toBe(201);
    expect((await atCheckout(code)).body.discount).toBe(5);
  });

  it('is a 404 under code for a code no live coupon has', async () => {
    const code = newCode();
    expect(await remove(code, EN)).toEqual({
      status: 404,
      body: { errors: { code: [`The code ${code} is not valid`] } },
    });
    await create({ code, discount: 5 });
    expect((await remove(code)).status).toBe(200);
    expect((await remove(code)).status).toBe(404);
  });
});

describe('who may manage coupons', () => {
  it('staff only, with their own user id', async () => {
    const customer = await registerUser(t.app);
    expect((await getAll(customer)).status).toBe(403);
    expect((await create({ code: newCode(), discount: 5 }, {}, customer)).status).toBe(403);
    expect((await remove('WELCOME10', {}, customer)).status).toBe(403);
    expect(
      (await getJson(t.app, `/api/backoffice/couponcode/get_all?user_id=${customer.userId}`, staff.auth))
        .status,
    ).toBe(403);
    expect((await atCheckout('WELCOME10')).status).toBe(200);
  });
});
