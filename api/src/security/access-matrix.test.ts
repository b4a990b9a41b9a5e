import { type LightMyRequestResponse } from 'fastify';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { BROWSER_DATA, lookAlikeOf, NEXT_YEAR } from '../modules/payments/gateway/testing/payment-test-kit';
import { orderInPayment, payThroughFlow } from '../modules/payments/testing/payment-flow';
import { createCoupon, fillCart, finalPriceOf, stockedProducts, testAddress } from '../testing/checkout';
import { createTestOrder } from '../testing/orders';
import { postJson } from '../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { createStaffUser, registerUser, type TestUser, uniqueEmail } from '../testing/users';
import { type ExampleRequest, exampleRequest, type Fixture } from './example-requests';
import { editedToken, expiredToken, unsignedTokens, wrongKeyToken } from './forged-tokens';
import { type JsonSchema, nameOf, type Operation, operationsOfDocument } from './operations';
import { openApiDocumentOf } from '../openapi/document';
import { rawInject } from './raw-inject';

// Issue 13 item 4, docs/security.md "Access control": every Bearer operation of the published
// OpenAPI document (customer calls, and the back office's under /backoffice), each sent by
// its rightful caller (it must succeed: 2xx, so the matrix cannot pass by refusing everything)
// and then with one thing wrong:
// - no token, an expired one, one with alg none, one signed with another key, a real one with
//   its payload edited (another user, another role): 401;
// - a valid token of the other role (customer on staff calls, staff on customer calls): 403;
// - a staff token after its logout: 401;
// - another user's id in each user-id field: 403; an id no user has: 404;
// - another customer's order code in each order-code field of a customer call: 403;
// - on the 3-D Secure steps after the version check, another card number with the same brand
//   and last four digits than the transaction's: 409 under the card number (issue 30).

const USER_ID = /^(user_?id|id_user|userId)$/i;
const ORDER_CODE = /^order_?code$/i;
const UNKNOWN_USER_ID = 2_000_000_000;

let shop: TestApp;
let operations: Operation[];
const bearerOperations: Operation[] = [];
const secret = testConfig().jwtSecret;

beforeAll(async () => {
  shop = await createTestApp();
  // The document of a throwaway app: the list must exist before the tests are declared.
  operations = operationsOfDocument(await openApiDocumentOf(shop.app));
  bearerOperations.push(...operations.filter((operation) => operation.audience !== 'anyone'));
}, 60_000);
afterAll(() => shop?.close());

/** The fields of an operation a user id or an order code goes in (path, required query, body). */
function fieldsOf(operation: Operation, pattern: RegExp): string[] {
  const names = [
    ...operation.pathParams.map((parameter) => parameter.name),
    ...operation.queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ...Object.keys(operation.body?.properties ?? {}),
  ];
  return names.filter((name) => pattern.test(name));
}

/** What each call needs to succeed for its caller: orders, a cart, a coupon, a 3-D Secure transaction. */
interface World {
  caller: TestUser;
  /** Another user of the caller's role. */
  peer: TestUser;
  /** The caller's order (customer: in PAYMENT, staff: a RECEIVED one to move on). */
  orderCode: string;
  /** Another customer's order. */
  othersOrderCode: string;
  productId: number;
  /** The product's version now (the prices screen's edits are made on it). */
  productVersion: number;
  cartFinalPrice: number;
  orderTotalEuros: number;
  couponCode: string;
  serverTransId?: string;
}

const CARD = SANDBOX_TEST_CARDS.noMethodUrl.VISA;
/** The 3-D Secure steps bound to the card number their transaction was started with. */
const CARD_BOUND_STEP = /^\/secure3d\/initiate_(authentication|authorization)$/;
/** The back office's prices calls (issue 28): their path's id is a product's. */
const PRICES_CALL = /^\/backoffice\/prices\//;

/** Optional fields a rightful call needs besides the required ones: a product edit changes something. */
function withOptionalFields(operation: Operation, request: ExampleRequest): ExampleRequest {
  if (operation.method.toUpperCase() !== 'PATCH' || !PRICES_CALL.test(operation.path) || !request.payload)
    return request;
  return { ...request, payload: JSON.stringify({ ...JSON.parse(request.payload), stock_delta: 1 }) };
}
let productOffset = 0;

async function worldFor(operation: Operation): Promise<World> {
  const customer = await registerUser(shop.app);
  const otherCustomer = await registerUser(shop.app);
  const [product] = await stockedProducts(shop.db, 1, { minStock: 20, offset: productOffset++ % 50 });
  await fillCart(shop.app, customer, [{ id: product!.id, quantity: 1 }]);
  const order = await orderInPayment(shop.db, customer);
  const othersOrder = await createTestOrder(shop.db, { userId: otherCustomer.userId, status: 'PAYMENT' });
  const world: World = {
    caller: customer,
    peer: otherCustomer,
    orderCode: order.code,
    othersOrderCode: othersOrder.code,
    productId: product!.id,
    productVersion: (
      await shop.db
        .selectFrom('products')
        .select('version')
        .where('id', '=', product!.id)
        .executeTakeFirstOrThrow()
    ).version,
    cartFinalPrice: finalPriceOf([{ price_cents: product!.price_cents, quantity: 1 }]),
    orderTotalEuros: order.totalCents / 100,
    couponCode: await createCoupon(shop.db, 1000),
  };
  if (operation.audience === 'staff') {
    const received = await createTestOrder(shop.db, { userId: customer.userId, status: 'RECEIVED' });
    return {
      ...world,
      caller: await createStaffUser(shop.app, shop.db),
      peer: await createStaffUser(shop.app, shop.db),
      orderCode: received.code,
    };
  }
  if (operation.path.startsWith('/secure3d/')) {
    // Authorising and the challenge's poll come after authentication; the rest after the version check.
    const card = { number: CARD, scheme: 'VISA' as const };
    world.serverTransId = /authorization|challenge/.test(operation.path)
      ? (await payThroughFlow(shop.app, customer, order, card, { skipAuthorization: true })).serverTransId
      : (
          await postJson(
            shop.app,
            '/api/secure3d/check-version',
            { order_code: order.code, scheme: card.scheme, card_number: card.number },
            customer.auth,
          )
        ).body.server_trans_id;
  }
  return world;
}

/** The rightful value of each field of the calls, by name. */
function fixtureOf(operation: Operation, world: World, overrides: Record<string, unknown> = {}): Fixture {
  const creating = operation.path.endsWith('/create');
  return (name: string, schema: JsonSchema, place) => {
    if (name in overrides) return overrides[name];
    if (USER_ID.test(name)) return world.caller.userId;
    if (ORDER_CODE.test(name) || (place === 'path' && name === 'code')) return world.orderCode;
    if (name === 'code') return creating ? `N${Date.now().toString(36).toUpperCase()}` : world.couponCode;
    if (name === 'id' && place === 'path' && PRICES_CALL.test(operation.path)) return world.productId;
    if ((name === 'id' && place === 'path') || name === 'server_trans_id') return world.serverTransId;
    const values: Record<string, unknown> = {
      sku_product: world.productId,
      amount: schema.type === 'integer' ? 1 : world.orderTotalEuros,
      final_price: world.cartFinalPrice,
      discount_code: null,
      billing_address: testAddress,
      shipping_address: testAddress,
      scheme: 'VISA',
      type: 'VISA',
      card_number: CARD,
      number: CARD,
      full_name: 'Ana García',
      chname: 'Ana García',
      expiry_month: '09',
      expiry_year: NEXT_YEAR,
      expdate: `09${NEXT_YEAR}`,
      cvn: '123',
      browser_data: BROWSER_DATA,
      current_password: world.caller.password,
      password: 'a new password of mine',
      repeat_password: 'a new password of mine',
      email: uniqueEmail('invited'),
      discount: 10,
      order_status: 'SEND',
      method: 'home',
      version: world.productVersion,
      selection: { kind: 'ids', ids: [world.productId] },
      change: { kind: 'stock', mode: 'add', units: 1 },
      expected_count: 1,
    };
    return values[name];
  };
}

function send(request: ExampleRequest, authorization?: string): Promise<LightMyRequestResponse> {
  return rawInject(shop.app, {
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'accept-language': 'en',
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(authorization ? { authorization } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const outcome = (response: LightMyRequestResponse) => {
  const body = response.body ? (JSON.parse(response.body) as { errors?: Record<string, unknown> }) : {};
  return { status: response.statusCode, errorsOn: Object.keys(body.errors ?? {}) };
};

const tally = { operations: 0, requests: 0 };

describe('the access-control matrix of the Bearer calls', () => {
  it('finds customer and staff calls in the document', () => {
    const audiences = bearerOperations.map((operation) => operation.audience);
    expect(audiences.filter((audience) => audience === 'customer').length).toBeGreaterThanOrEqual(10);
    expect(audiences.filter((audience) => audience === 'staff').length).toBeGreaterThanOrEqual(8);
  });

  it('refuses every wrong caller with its status, and lets the rightful one through', async () => {
    const failures: string[] = [];
    for (const operation of bearerOperations) {
      const world = await worldFor(operation);
      const role = operation.audience === 'staff' ? 'staff' : 'customer';
      const otherRole = await (role === 'staff'
        ? registerUser(shop.app)
        : createStaffUser(shop.app, shop.db));
      const request = withOptionalFields(operation, exampleRequest(operation, fixtureOf(operation, world)));
      const claims = { userId: world.caller.userId, role } as const;
      const expect401 = (what: string, token?: string) =>
        [what, () => send(request, token), 401, ['auth']] as const;
      const cases: (readonly [string, () => Promise<LightMyRequestResponse>, number, readonly string[]])[] = [
        expect401('no token'),
        expect401('an expired token', `Bearer ${await expiredToken(secret, claims)}`),
        ...unsignedTokens(claims).map((token, index) =>
          expect401(`alg none #${index + 1}`, `Bearer ${token}`),
        ),
        expect401('a token signed with another key', `Bearer ${await wrongKeyToken(claims)}`),
        expect401(
          'a token whose payload names another user',
          `Bearer ${editedToken(world.caller.token, (payload) => (payload.sub = String(world.peer.userId)))}`,
        ),
        expect401(
          'a token whose payload names another role',
          `Bearer ${editedToken(world.caller.token, (payload) => (payload.role = role === 'staff' ? 'customer' : 'staff'))}`,
        ),
        [
          `a ${role === 'staff' ? 'customer' : 'staff'} token`,
          () => send(request, otherRole.auth.authorization),
          403,
          ['auth'],
        ],
      ];
      for (const field of fieldsOf(operation, USER_ID)) {
        const as = (userId: number) =>
          exampleRequest(operation, fixtureOf(operation, world, { [field]: userId }));
        cases.push([
          `another user's ${field}`,
          () => send(as(world.peer.userId), world.caller.auth.authorization),
          403,
          ['auth'],
        ]);
        cases.push([
          `an unknown ${field}`,
          () => send(as(UNKNOWN_USER_ID), world.caller.auth.authorization),
          404,
          ['user'],
        ]);
      }
      if (role === 'customer')
        for (const field of fieldsOf(operation, ORDER_CODE)) {
          const theirs = exampleRequest(
            operation,
            fixtureOf(operation, world, { [field]: world.othersOrderCode }),
          );
          cases.push([
            `another customer's ${field}`,
            () => send(theirs, world.caller.auth.authorization),
            403,
            ['order'],
          ]);
        }
      if (CARD_BOUND_STEP.test(operation.path)) {
        const swapped = exampleRequest(operation, fixtureOf(operation, world, { number: lookAlikeOf(CARD) }));
        cases.push([
          'a look-alike of the transaction’s card',
          () => send(swapped, world.caller.auth.authorization),
          409,
          ['card_details.number'],
        ]);
      }
      for (const [what, answer, status, errorsOn] of cases) {
        const got = outcome(await answer());
        tally.requests += 1;
        if (got.status !== status || got.errorsOn.join() !== errorsOn.join())
          failures.push(
            `${nameOf(operation)} with ${what}: ${JSON.stringify(got)}, not ${status} on ${errorsOn.join()}`,
          );
      }
      if (role === 'staff') {
        // The rightful call, then the same token once its session is closed.
        const allowed = await send(request, world.caller.auth.authorization);
        if (allowed.statusCode >= 300)
          failures.push(`${nameOf(operation)} as its caller: ${allowed.statusCode} ${allowed.body}`);
        await postJson(
          shop.app,
          '/api/backoffice/logout',
          { user_id: world.caller.userId },
          world.caller.auth,
        );
        const closed = outcome(await send(request, world.caller.auth.authorization));
        if (closed.status !== 401)
          failures.push(`${nameOf(operation)} after logout: ${JSON.stringify(closed)}`);
        tally.requests += 2;
      } else {
        const allowed = await send(request, world.caller.auth.authorization);
        if (allowed.statusCode >= 300)
          failures.push(`${nameOf(operation)} as its caller: ${allowed.statusCode} ${allowed.body}`);
        tally.requests += 1;
      }
      tally.operations += 1;
    }
    expect(failures).toEqual([]);
    console.log(
      `access-control matrix: ${tally.requests} requests over ${tally.operations} Bearer operations`,
    );
  }, 180_000);
});
