import {
  type AcceptedCardScheme,
  centsToEuros,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
} from 'shared-contracts';
import { postJson, type JsonAnswer } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';
import { authenticationCard, BROWSER_DATA, lookAlikeOf } from './gateway/testing/payment-test-kit';
import {
  authorize,
  type Card,
  orderInPayment,
  type OrderToPayInTest,
  payThroughFlow,
} from './testing/payment-flow';

// Issue 30, point 1: a 3-D Secure transaction is bound to the whole card number it was
// started with. For every test card of docs/payments.md, another number is swapped in at each
// later step: a look-alike (Luhn-valid, same brand and last four digits) and another test card
// of the same brand with another outcome (the probe's not-enrolled → enrolled swap among
// them). Each swap is a 409 under the card number; nothing is authenticated or charged, and
// the genuine card still completes the payment afterwards.

let shop: TestApp;
let customer: TestUser;
let offset = 0;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await registerUser(shop.app);
});
afterAll(() => shop?.close());

const CARDS = Object.entries(SANDBOX_TEST_CARDS).flatMap(([outcome, numbers]) =>
  Object.entries(numbers).map(([scheme, number]): [SandboxCardOutcome, AcceptedCardScheme, string] => [
    outcome as SandboxCardOutcome,
    scheme as AcceptedCardScheme,
    number,
  ]),
);

/** Another documented test card of the brand, with another outcome: not enrolled swaps to frictionless. */
const otherTestCard = (outcome: SandboxCardOutcome, scheme: AcceptedCardScheme): string =>
  outcome === 'frictionless' ? SANDBOX_TEST_CARDS.challenge[scheme] : SANDBOX_TEST_CARDS.frictionless[scheme];

const REFUSED_AS_ANOTHER_CARD = {
  status: 409,
  body: {
    errors: { 'card_details.number': ['The card is not the one that was verified; please start again'] },
  },
};

async function newOrder(): Promise<OrderToPayInTest> {
  offset += 2;
  return orderInPayment(shop.db, customer, { products: 2, offset });
}

function authenticate(order: OrderToPayInTest, serverTransId: string, card: Card): Promise<JsonAnswer> {
  return postJson(
    shop.app,
    '/api/secure3d/initiate_authentication',
    {
      server_trans_id: serverTransId,
      order_code: order.code,
      card_details: authenticationCard(card.number, card.scheme),
      browser_data: BROWSER_DATA,
      amount: centsToEuros(order.totalCents),
      currency: 'EUR',
    },
    { ...customer.auth, 'accept-language': 'en' },
  );
}

/** POST /secure3d/check-version with the card: the new transaction's id. */
async function startedWith(order: OrderToPayInTest, card: Card): Promise<string> {
  const version = await postJson(
    shop.app,
    '/api/secure3d/check-version',
    { order_code: order.code, scheme: card.scheme, card_number: card.number },
    customer.auth,
  );
  return version.body.server_trans_id;
}

const transactionOf = (serverTransId: string) =>
  shop.db
    .selectFrom('threeds_transactions')
    .select(['trans_status', 'card_fingerprint', 'last4'])
    .where('server_trans_id', '=', serverTransId)
    .executeTakeFirstOrThrow();

async function chargesOf(order: OrderToPayInTest) {
  const [{ status }, payments] = await Promise.all([
    shop.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow(),
    shop.db.selectFrom('payments').select('status').where('order_id', '=', order.id).execute(),
  ]);
  return { status, payments: payments.map((payment) => payment.status) };
}

describe.each(CARDS)('a transaction started with the %s %s card %s', (outcome, scheme, number) => {
  const card: Card = { number, scheme };
  const swaps: [string, Card][] = [
    ['a look-alike (same brand and last four)', { number: lookAlikeOf(number), scheme }],
    ['another test card', { number: otherTestCard(outcome, scheme), scheme }],
  ];

  it('keeps a keyed hash of the number, never the number', async () => {
    const row = await transactionOf(await startedWith(await newOrder(), card));
    expect(row.card_fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(number.slice(0, 12));
  });

  it.each(swaps)('refuses authentication with %s', async (_name, swapped) => {
    const order = await newOrder();
    const serverTransId = await startedWith(order, card);
    expect(await authenticate(order, serverTransId, swapped)).toMatchObject(REFUSED_AS_ANOTHER_CARD);
    expect((await transactionOf(serverTransId)).trans_status).toBeNull();
    // The genuine card is still authenticated on the same transaction.
    expect((await authenticate(order, serverTransId, card)).status).toBe(200);
  });

  it.each(swaps)('refuses the charge with %s, and charges nothing', async (_name, swapped) => {
    const order = await newOrder();
    const flow = await payThroughFlow(shop.app, customer, order, card, {
      language: 'en',
      skipAuthorization: true,
    });
    const serverTransId = flow.serverTransId ?? '';
    expect(
      await authorize(shop.app, customer, order, serverTransId, swapped, { language: 'en' }),
    ).toMatchObject(REFUSED_AS_ANOTHER_CARD);
    expect(await chargesOf(order)).toEqual({ status: 'PAYMENT', payments: [] });
  });
});

it('refuses a charge on a transaction started with the not-enrolled card, for an enrolled one (the probe’s sequence)', async () => {
  const order = await newOrder();
  const notEnrolled: Card = { number: SANDBOX_TEST_CARDS.notEnrolled.VISA, scheme: 'VISA' };
  const flow = await payThroughFlow(shop.app, customer, order, notEnrolled, { skipAuthorization: true });
  const enrolled: Card = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' };
  const charge = await authorize(shop.app, customer, order, flow.serverTransId ?? '', enrolled);
  expect(charge.status).toBe(409);
  expect(charge.body.errors).toEqual({
    'card_details.number': ['La tarjeta no es la que se verificó; empieza de nuevo'],
  });
  expect(await chargesOf(order)).toEqual({ status: 'PAYMENT', payments: [] });
  // The card the transaction was started with still pays.
  expect((await authorize(shop.app, customer, order, flow.serverTransId ?? '', notEnrolled)).status).toBe(
    200,
  );
  expect(await chargesOf(order)).toEqual({ status: 'RECEIVED', payments: ['authorized'] });
});
