import { randomUUID } from 'node:crypto';
import { type AcceptedCardScheme, SANDBOX_TEST_CARDS, type SandboxCardOutcome } from 'shared-contracts';
import { getJson, postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';
import { authorize, type Card, orderInPayment, payThroughFlow } from './testing/payment-flow';

// docs/spec.md §7 "3-D Secure and payment" through HTTP, as the checkout runs docs/spec.md §4's flow,
// for every test card of docs/payments.md in both brands; then who may call what.

let shop: TestApp;
let customer: TestUser;
let offset = 0;
const logLines: string[] = [];

beforeAll(async () => {
  shop = await createTestApp({}, { logStream: { write: (line) => logLines.push(line) } });
  customer = await registerUser(shop.app);
});
afterAll(() => shop?.close());

/** A new order in PAYMENT of products no other test of this file buys. */
async function newOrder(user: TestUser = customer) {
  offset += 2;
  return orderInPayment(shop.db, user, { products: 2, offset });
}

const statusOf = async (orderId: number) =>
  (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;

const CARDS = Object.entries(SANDBOX_TEST_CARDS).flatMap(([outcome, numbers]) =>
  Object.entries(numbers).map(([scheme, number]) => ({
    outcome: outcome as SandboxCardOutcome,
    card: { number, scheme: scheme as AcceptedCardScheme },
  })),
);

/** What each test card of docs/payments.md comes to, step by step. */
const EXPECTED: Record<
  SandboxCardOutcome,
  { version: string; authentication: string; challenge?: string; authorization?: number; paid: boolean }
> = {
  frictionless: {
    version: 'gather_device_data',
    authentication: 'AUTHORIZATION',
    authorization: 200,
    paid: true,
  },
  noMethodUrl: { version: 'skip_gathering', authentication: 'AUTHORIZATION', authorization: 200, paid: true },
  challenge: {
    version: 'gather_device_data',
    authentication: 'CHALLENGE',
    challenge: 'success',
    authorization: 200,
    paid: true,
  },
  notAuthenticated: { version: 'gather_device_data', authentication: 'NOT_AUTHENTICATED', paid: false },
  rejected: { version: 'gather_device_data', authentication: 'REJECTED', paid: false },
  // docs/spec.md §4: ERROR is treated as a pass, so the browser authorises.
  notPerformed: { version: 'gather_device_data', authentication: 'ERROR', authorization: 200, paid: true },
  notEnrolled: { version: 'not_enrolled', authentication: 'AUTHORIZATION', authorization: 200, paid: true },
  declined: {
    version: 'gather_device_data',
    authentication: 'AUTHORIZATION',
    authorization: 402,
    paid: false,
  },
};

describe('each test card through the whole payment flow', () => {
  it.each(CARDS)('$outcome $card.scheme', async ({ outcome, card }) => {
    const order = await newOrder();
    const expected = EXPECTED[outcome];
    const answers = await payThroughFlow(shop.app, customer, order, card);

    expect(answers.version).toMatchObject({ status: 200, body: { action: expected.version } });
    if (expected.version === 'gather_device_data')
      expect(answers.gather).toEqual({ status: 200, body: { status: 'success' } });
    else expect(answers.gather).toBeUndefined();
    expect(answers.authentication).toMatchObject({
      status: 200,
      body: { action: expected.authentication },
    });
    expect(answers.challenge?.body).toEqual(expected.challenge ? { status: expected.challenge } : undefined);
    expect(answers.authorization?.status).toBe(expected.authorization);
    if (expected.authorization === 200) expect(answers.authorization?.body).toEqual({ status: 'success' });
    expect(await statusOf(order.id)).toBe(expected.paid ? 'RECEIVED' : 'PAYMENT');
  });

  it('a declined card is a 402 under payment, in the caller’s language', async () => {
    const order = await newOrder();
    const es = await payThroughFlow(shop.app, customer, order, {
      number: SANDBOX_TEST_CARDS.declined.VISA,
      scheme: 'VISA',
    });
    expect(es.authorization).toEqual({
      status: 402,
      body: { errors: { payment: ['El banco ha rechazado el pago. Prueba con otra tarjeta'] } },
    });
    const en = await payThroughFlow(
      shop.app,
      customer,
      order,
      { number: SANDBOX_TEST_CARDS.declined.MASTERCARD, scheme: 'MASTERCARD' },
      { language: 'en' },
    );
    expect(en.authorization).toEqual({
      status: 402,
      body: { errors: { payment: ['The bank declined the payment. Please try another card'] } },
    });
  });

  it.each([
    ['a wrong one-time code', { number: SANDBOX_TEST_CARDS.challenge.VISA, scheme: 'VISA' }, '9999'],
    [
      'authentication failed (N)',
      { number: SANDBOX_TEST_CARDS.notAuthenticated.VISA, scheme: 'VISA' },
      undefined,
    ],
    [
      'issuer rejected (R)',
      { number: SANDBOX_TEST_CARDS.rejected.MASTERCARD, scheme: 'MASTERCARD' },
      undefined,
    ],
  ] as [string, Card, string | undefined][])(
    'after %s, a client that authorises anyway is refused (409) and nothing is paid',
    async (_name, card, challengeCode) => {
      const order = await newOrder();
      const answers = await payThroughFlow(shop.app, customer, order, card, {
        forceAuthorization: true,
        ...(challengeCode ? { challengeCode } : {}),
      });
      if (challengeCode) expect(answers.challenge?.body).toEqual({ status: 'not_success' });
      expect(answers.authorization).toEqual({
        status: 409,
        body: {
          errors: { payment: ['No se ha podido verificar la tarjeta. Prueba de nuevo o con otra tarjeta'] },
        },
      });
      expect(await statusOf(order.id)).toBe('PAYMENT');
    },
  );

  it('the challenge page speaks the shop’s language', async () => {
    const order = await newOrder();
    const answers = await payThroughFlow(
      shop.app,
      customer,
      order,
      { number: SANDBOX_TEST_CARDS.challenge.MASTERCARD, scheme: 'MASTERCARD' },
      { language: 'en' },
    );
    expect(answers.authentication?.body.url).toBe('/api/sandbox-acs/challenge?lang=en');
    expect(answers.authorization?.status).toBe(200);
  });
});

describe('the amount is the order’s own total', () => {
  const card = { number: SANDBOX_TEST_CARDS.noMethodUrl.VISA, scheme: 'VISA' } as const;

  it('an authentication for another amount is refused, 409 under amount, naming the total', async () => {
    const order = await newOrder();
    const answers = await payThroughFlow(shop.app, customer, order, card, { amountCents: 1 });
    expect(answers.authentication?.status).toBe(409);
    expect(answers.authentication?.body.errors.amount[0]).toMatch(/^El importe no es el total del pedido \(/);
  });

  it('a tampered authorisation amount charges nothing; the right one charges the order’s total', async () => {
    const order = await newOrder();
    const started = await payThroughFlow(shop.app, customer, order, card, { skipAuthorization: true });
    const serverTransId = started.serverTransId ?? '';
    const cheaper = await authorize(shop.app, customer, order, serverTransId, card, {
      amountCents: 1,
      language: 'en',
    });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.errors.amount[0]).toMatch(/^The amount is not the order's total \(/);
    expect(await statusOf(order.id)).toBe('PAYMENT');
    expect(
      await shop.db.selectFrom('payments').where('order_id', '=', order.id).select('id').execute(),
    ).toEqual([]);

    expect(await authorize(shop.app, customer, order, serverTransId, card)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const payment = await shop.db
      .selectFrom('payments')
      .select(['status', 'amount_cents'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'authorized', amount_cents: order.totalCents });
  });
});

describe('who may pay what', () => {
  const card = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;

  it('another customer’s order is a 403 at every step, and their transaction’s polls too', async () => {
    const stranger = await registerUser(shop.app);
    const order = await newOrder();
    const mine = await payThroughFlow(shop.app, stranger, order, card);
    expect(mine.version).toEqual({
      status: 403,
      body: { errors: { order: ['No puedes pagar el pedido de otro cliente'] } },
    });

    // The owner starts; the stranger polls the owner's transaction and tries the later steps.
    const owner = await postJson(
      shop.app,
      '/api/secure3d/check-version',
      { order_code: order.code, scheme: 'VISA', card_number: card.number },
      customer.auth,
    );
    const id: string = owner.body.server_trans_id;
    for (const poll of ['transaction-gather-status', 'challenge-status']) {
      expect(await getJson(shop.app, `/api/secure3d/${poll}/${id}`, stranger.auth)).toEqual({
        status: 403,
        body: { errors: { id: ['Esta verificación del pago es de otro cliente'] } },
      });
    }
    expect((await authorize(shop.app, stranger, order, id, card)).status).toBe(403);
    expect(await statusOf(order.id)).toBe('PAYMENT');
  });

  it('an unknown order is a 404, an unknown transaction a 404, a paid order a 409', async () => {
    const unknown = await postJson(
      shop.app,
      '/api/secure3d/check-version',
      { order_code: 'EST-20260101-NOPE0000', scheme: 'VISA', card_number: card.number },
      customer.auth,
    );
    expect(unknown).toEqual({
      status: 404,
      body: { errors: { order: ['No encontramos el pedido EST-20260101-NOPE0000'] } },
    });
    expect(await getJson(shop.app, `/api/secure3d/challenge-status/${randomUUID()}`, customer.auth)).toEqual({
      status: 404,
      body: { errors: { id: ['No encontramos esa verificación del pago'] } },
    });

    const order = await newOrder();
    expect((await payThroughFlow(shop.app, customer, order, card)).authorization?.status).toBe(200);
    const again = await postJson(
      shop.app,
      '/api/secure3d/check-version',
      { order_code: order.code, scheme: 'VISA', card_number: card.number },
      customer.auth,
    );
    expect(again).toEqual({ status: 409, body: { errors: { order_code: ['Este pedido ya está pagado'] } } });
  });

  it('a transaction of another order of the same customer is unknown to this one', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const started = await payThroughFlow(shop.app, customer, first, card);
    expect(started.authorization?.status).toBe(200);
    const crossed = await authorize(shop.app, customer, second, started.serverTransId ?? '', card);
    expect(crossed).toEqual({
      status: 404,
      body: { errors: { server_trans_id: ['No encontramos esa verificación del pago'] } },
    });
  });

  it('every call needs a customer’s token: 401 without one', async () => {
    const order = await newOrder();
    expect(
      await postJson(shop.app, '/api/secure3d/check-version', {
        order_code: order.code,
        scheme: 'VISA',
        card_number: card.number,
      }),
    ).toEqual({ status: 401, body: { errors: { auth: ['Invalid token'] } } });
    expect((await getJson(shop.app, `/api/secure3d/transaction-gather-status/${randomUUID()}`)).status).toBe(
      401,
    );
  });

  it('a card the processor refuses is a 400 under the call’s card field', async () => {
    const order = await newOrder();
    const mismatch = await postJson(
      shop.app,
      '/api/secure3d/check-version',
      { order_code: order.code, scheme: 'MASTERCARD', card_number: card.number },
      customer.auth,
    );
    expect(mismatch).toEqual({
      status: 400,
      body: { errors: { scheme: ['El número no corresponde a una tarjeta Mastercard'] } },
    });
  });
});

describe('card data in the log', () => {
  it('holds no card number and no CVC of any call above, nor of a refused one', async () => {
    const order = await newOrder();
    await payThroughFlow(shop.app, customer, order, {
      number: SANDBOX_TEST_CARDS.declined.VISA,
      scheme: 'VISA',
      cvn: '987',
    });
    const log = logLines.join('');
    expect(log).toContain('/api/secure3d/initiate_authorization');
    for (const { card } of CARDS) expect(log).not.toContain(card.number);
    expect(log).not.toContain('"987"');
    expect(log).not.toContain('Ana García');
  });
});
