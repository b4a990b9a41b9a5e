import {
  type AcceptedCardScheme,
  CReqSchema,
  decodeEmvMessage,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
  ThreeDSMethodDataSchema,
} from 'shared-contracts';
import { type DatabaseHandle, type Db } from '../../../../db/database';
import { openTestDatabase, testDatabaseUrl } from '../../../../testing/test-database';
import { PaymentGatewayError, type PaymentGatewayRefusal, refusalAnswer } from '../gateway-errors';
import { type AuthorizeResult, type OrderToPay } from '../payment-gateway';
import {
  authenticationCard,
  authorizationCard,
  BROWSER_DATA,
  newOrder,
  TestClock,
  versionCheck,
} from '../testing/payment-test-kit';
import { ThreeDSTransactionsRepository } from '../threeds-transactions.repository';
import { SandboxAcs } from './sandbox-acs';
import { SandboxGateway } from './sandbox-gateway';
import { SandboxLedger } from './sandbox-ledger';

// The sandbox processor against docs/payments.md: every test card's outcome in both
// brands, the one-time code, the 60 s and 240 s limits on an injected clock, the EMV
// encodings, and what it refuses.

let database: DatabaseHandle;
let transactions: ThreeDSTransactionsRepository;
let clock: TestClock;
let gateway: SandboxGateway;
let acs: SandboxAcs;
let ledger: SandboxLedger;

beforeAll(async () => {
  database = await openTestDatabase();
  transactions = new ThreeDSTransactionsRepository(database.db);
  ledger = new SandboxLedger(database.db);
  await ledger.open();
});
afterAll(async () => {
  await ledger?.close();
  await database?.close();
});
beforeEach(() => {
  clock = new TestClock();
  gateway = new SandboxGateway(transactions, ledger, clock.now);
  acs = new SandboxAcs(transactions, clock.now);
});

const SECOND = 1000;

interface Payment {
  order: OrderToPay;
  serverTransId: string;
  number: string;
  scheme: AcceptedCardScheme;
}

async function checkVersion(number: string, scheme: AcceptedCardScheme, order?: OrderToPay) {
  const forOrder = order ?? (await newOrder(database.db));
  const answer = await gateway.checkVersion(versionCheck(forOrder, scheme, number));
  return { answer, payment: { order: forOrder, serverTransId: answer.server_trans_id, number, scheme } };
}

const authenticate = ({ order, serverTransId, number, scheme }: Payment, language: 'es' | 'en' = 'es') =>
  gateway.initiateAuthentication({
    serverTransId,
    order,
    card: authenticationCard(number, scheme),
    browserData: BROWSER_DATA,
    language,
  });

const authorize = ({ order, serverTransId, number, scheme }: Payment, cvn = '123') =>
  gateway.authorize({
    serverTransId,
    order,
    card: authorizationCard(number, scheme, cvn),
    idempotencyKey: `${order.id}-1`,
  });

async function refusal(promise: Promise<unknown>): Promise<PaymentGatewayRefusal | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return error.refusal;
    throw error;
  }
}

/** The whole payment as the browser runs it, the shopper typing `code` when challenged. */
async function pay(number: string, scheme: AcceptedCardScheme, code = SANDBOX_CHALLENGE_CODE) {
  const { answer: version, payment } = await checkVersion(number, scheme);
  if (version.action === 'gather_device_data') {
    await transactions.recordMethodCompleted(payment.serverTransId, clock.now());
  }
  const authentication = await authenticate(payment);
  if (authentication.action === 'CHALLENGE') await acs.answer(authentication.encoded_creq, code);
  const challenge = await gateway.challengeResult(payment.serverTransId);
  const charge = await authorize(payment);
  return {
    version: version.action,
    authentication: authentication.action,
    challenge: challenge.status,
    charge,
  };
}

const success = expect.objectContaining({ status: 'success' }) as AuthorizeResult;
const declined = (reason: string) => ({ status: 'declined', reason });

const OUTCOMES: Record<SandboxCardOutcome, { version: string; authentication: string; charge: unknown }> = {
  frictionless: { version: 'gather_device_data', authentication: 'AUTHORIZATION', charge: success },
  noMethodUrl: { version: 'skip_gathering', authentication: 'AUTHORIZATION', charge: success },
  challenge: { version: 'gather_device_data', authentication: 'CHALLENGE', charge: success },
  notAuthenticated: {
    version: 'gather_device_data',
    authentication: 'NOT_AUTHENTICATED',
    charge: declined('not_authenticated'),
  },
  rejected: {
    version: 'gather_device_data',
    authentication: 'REJECTED',
    charge: declined('not_authenticated'),
  },
  notPerformed: { version: 'gather_device_data', authentication: 'ERROR', charge: success },
  notEnrolled: { version: 'not_enrolled', authentication: 'AUTHORIZATION', charge: success },
  declined: {
    version: 'gather_device_data',
    authentication: 'AUTHORIZATION',
    charge: declined('issuer_declined'),
  },
};

const TEST_CARDS = Object.entries(SANDBOX_TEST_CARDS).flatMap(([outcome, numbers]) =>
  Object.entries(numbers).map(([scheme, number]) => [
    outcome as SandboxCardOutcome,
    scheme as AcceptedCardScheme,
    number,
  ]),
) as [SandboxCardOutcome, AcceptedCardScheme, string][];

describe('each test card of docs/payments.md', () => {
  it('covers every row in both brands (not enrolled: Visa only)', () => {
    expect(TEST_CARDS).toHaveLength(15);
  });

  it.each(TEST_CARDS)('%s %s %s gives its outcome', async (outcome, scheme, number) => {
    const result = await pay(number, scheme);
    expect(result).toMatchObject({ ...OUTCOMES[outcome], challenge: expect.any(String) });
    expect(result.charge).toEqual(OUTCOMES[outcome].charge);
    // docs/spec.md §4: AUTHORIZATION and ERROR pass, CHALLENGE waits for the shopper, the rest fail.
    expect(result.challenge).toBe(
      outcome === 'notAuthenticated' || outcome === 'rejected' ? 'not_success' : 'success',
    );
  });
});

describe('cards the processor refuses, before any transaction', () => {
  it.each([
    ['a number failing the Luhn check', '4222000006285345', 'VISA', 'card_number_invalid'],
    ['a Discover number', '6011000000000004', 'VISA', 'card_not_accepted'],
    ['an American Express number', '378282246310005', 'VISA', 'card_not_accepted'],
    [
      'a Visa number sent as Mastercard',
      SANDBOX_TEST_CARDS.frictionless.VISA,
      'MASTERCARD',
      'scheme_mismatch',
    ],
    ['a Mastercard number sent as Visa', SANDBOX_TEST_CARDS.challenge.MASTERCARD, 'VISA', 'scheme_mismatch'],
    // docs/security.md: only the documented test numbers; a look-alike cannot pick an outcome.
    ['a Luhn-valid Visa number not in the table', '4111111111111111', 'VISA', 'card_unknown'],
    ['a Luhn-valid Mastercard number not in the table', '5555555555554444', 'MASTERCARD', 'card_unknown'],
    ['a 2-series Mastercard number not in the table', '2221000000000009', 'MASTERCARD', 'card_unknown'],
    [
      'a look-alike of the challenge card (same brand, last four)',
      '4000000000057408',
      'VISA',
      'card_unknown',
    ],
  ] as const)('refuses %s', async (_name, number, scheme, expected) => {
    const order = await newOrder(database.db);
    expect(await refusal(gateway.checkVersion(versionCheck(order, scheme, number)))).toBe(expected);
    const rows = await database.db
      .selectFrom('threeds_transactions')
      .select('server_trans_id')
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers each refusal under the call’s own field, with the scheme named', () => {
    expect(refusalAnswer(new PaymentGatewayError('card_number_invalid'))).toMatchObject({
      statusCode: 400,
      errors: { card_number: [{ key: 'card_number_invalid' }] },
    });
    expect(
      refusalAnswer(new PaymentGatewayError('scheme_mismatch', { scheme: 'Mastercard' }), {
        scheme: 'card_details.scheme',
      }),
    ).toMatchObject({
      statusCode: 400,
      errors: { 'card_details.scheme': [{ params: { scheme: 'Mastercard' } }] },
    });
    expect(refusalAnswer(new PaymentGatewayError('transaction_expired')).statusCode).toBe(410);
    expect(refusalAnswer(new PaymentGatewayError('unknown_transaction')).statusCode).toBe(404);
    expect(
      refusalAnswer(new PaymentGatewayError('card_changed'), { cardNumber: 'card_details.number' }),
    ).toMatchObject({
      statusCode: 409,
      errors: { 'card_details.number': [{ key: 'payment_card_changed' }] },
    });
  });
});

describe('check-version and the 3DS Method', () => {
  it('gives the issuer’s method page and base64url threeDSMethodData naming the transaction and the shop’s notification page', async () => {
    const { answer } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    expect(answer).toMatchObject({
      action: 'gather_device_data',
      method_url: '/api/sandbox-acs/method',
      encoded_method_data: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
    expect(decodeEmvMessage(answer.encoded_method_data ?? '', ThreeDSMethodDataSchema)).toEqual({
      threeDSServerTransID: answer.server_trans_id,
      threeDSMethodNotificationURL: '/api/secure3d-notifications/method',
    });
  });

  it('keeps the brand and the last four digits only', async () => {
    const { answer, payment } = await checkVersion(SANDBOX_TEST_CARDS.challenge.MASTERCARD, 'MASTERCARD');
    const row = await transactions.find(answer.server_trans_id);
    expect(row).toMatchObject({
      order_id: payment.order.id,
      brand: 'MASTERCARD',
      last4: '4651',
      amount_cents: payment.order.amountCents,
      method_status: 'pending',
      trans_status: null,
    });
    expect(JSON.stringify(row)).not.toContain(SANDBOX_TEST_CARDS.challenge.MASTERCARD);
  });

  it('answers not_success until the notification page records the method, then success', async () => {
    const { answer } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.MASTERCARD, 'MASTERCARD');
    expect(await gateway.methodResult(answer.server_trans_id)).toEqual({ status: 'not_success' });
    expect(await transactions.recordMethodCompleted(answer.server_trans_id, clock.now())).toBe(true);
    expect(await gateway.methodResult(answer.server_trans_id)).toEqual({ status: 'success' });
  });

  it('has no method to wait for on skip_gathering and not_enrolled', async () => {
    for (const [number, scheme] of [
      [SANDBOX_TEST_CARDS.noMethodUrl.VISA, 'VISA'],
      [SANDBOX_TEST_CARDS.notEnrolled.VISA, 'VISA'],
    ] as const) {
      const { answer } = await checkVersion(number, scheme);
      expect(answer).toMatchObject({ method_url: null, encoded_method_data: null });
      expect(await transactions.recordMethodCompleted(answer.server_trans_id, clock.now())).toBe(false);
      expect(await gateway.methodResult(answer.server_trans_id)).toEqual({ status: 'not_success' });
    }
  });

  it('does not know a transaction it never started', async () => {
    expect(await refusal(gateway.methodResult('3f2504e0-4f89-41d3-9a0c-0305e82c3301'))).toBe(
      'unknown_transaction',
    );
    expect(await refusal(gateway.challengeResult('3f2504e0-4f89-41d3-9a0c-0305e82c3301'))).toBe(
      'unknown_transaction',
    );
  });
});

describe('the challenge', () => {
  async function challenged(
    number: string = SANDBOX_TEST_CARDS.challenge.VISA,
    scheme: AcceptedCardScheme = 'VISA',
  ) {
    const { payment } = await checkVersion(number, scheme);
    const answer = await authenticate(payment, 'en');
    if (answer.action !== 'CHALLENGE') throw new Error(`expected a challenge, got ${answer.action}`);
    return { payment, answer };
  }

  it('gives the challenge page in the shop’s language and a base64url CReq for the 600×400 window', async () => {
    const { payment, answer } = await challenged();
    expect(answer.url).toBe('/api/sandbox-acs/challenge?lang=en');
    expect(answer.encoded_creq).toMatch(/^[A-Za-z0-9_-]+$/);
    const row = await transactions.find(payment.serverTransId);
    expect(decodeEmvMessage(answer.encoded_creq, CReqSchema)).toEqual({
      threeDSServerTransID: payment.serverTransId,
      acsTransID: row?.acs_trans_id,
      messageType: 'CReq',
      messageVersion: '2.2.0',
      challengeWindowSize: '04',
    });
    expect(row).toMatchObject({ trans_status: 'C', challenge_status: 'pending' });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'pending' });
  });

  it(`passes with ${SANDBOX_CHALLENGE_CODE}: CRes Y, status success, the charge goes`, async () => {
    const { payment, answer } = await challenged(SANDBOX_TEST_CARDS.challenge.MASTERCARD, 'MASTERCARD');
    const step = await acs.answer(answer.encoded_creq, ` ${SANDBOX_CHALLENGE_CODE} `);
    expect(step).toMatchObject({ kind: 'answered', cres: { transStatus: 'Y', messageType: 'CRes' } });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'success' });
    expect(await authorize(payment)).toMatchObject({ status: 'success', brand: 'MASTERCARD', last4: '4651' });
  });

  it('fails with any other code: CRes N, status not_success, nothing may be charged', async () => {
    const { payment, answer } = await challenged();
    expect(await acs.answer(answer.encoded_creq, '4321')).toMatchObject({ cres: { transStatus: 'N' } });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'not_success' });
    expect(await authorize(payment)).toEqual({ status: 'declined', reason: 'not_authenticated' });
  });

  it('takes one answer only: the right code after a wrong one still fails', async () => {
    const { payment, answer } = await challenged();
    await acs.answer(answer.encoded_creq, '0000');
    expect(await acs.answer(answer.encoded_creq, SANDBOX_CHALLENGE_CODE)).toMatchObject({
      cres: { transStatus: 'N' },
    });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'not_success' });
  });

  it('keeps waiting for 60 s, then fails without an answer (transStatus N)', async () => {
    const { payment, answer } = await challenged();
    clock.advance(59 * SECOND);
    expect(await acs.challenge(answer.encoded_creq)).toMatchObject({ kind: 'ask', remainingMs: SECOND });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'pending' });
    clock.advance(SECOND);
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'not_success' });
    expect(await transactions.find(payment.serverTransId)).toMatchObject({
      trans_status: 'N',
      challenge_status: 'not_success',
    });
    expect(await acs.challenge(answer.encoded_creq)).toMatchObject({
      kind: 'answered',
      cres: { transStatus: 'N' },
    });
  });

  it(`refuses ${SANDBOX_CHALLENGE_CODE} typed after 60 s`, async () => {
    const { payment, answer } = await challenged();
    clock.advance(61 * SECOND);
    expect(await acs.answer(answer.encoded_creq, SANDBOX_CHALLENGE_CODE)).toMatchObject({
      cres: { transStatus: 'N' },
    });
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'not_success' });
  });

  it('expires 240 s after it starts, even once passed: the status says so and nothing may be charged', async () => {
    const { payment, answer } = await challenged();
    clock.advance(30 * SECOND);
    await acs.answer(answer.encoded_creq, SANDBOX_CHALLENGE_CODE);
    clock.advance(209 * SECOND);
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'success' });
    clock.advance(SECOND);
    expect(await gateway.challengeResult(payment.serverTransId)).toEqual({ status: 'expired' });
    expect(await refusal(authorize(payment))).toBe('transaction_expired');
  });

  it('refuses a CReq it did not issue', async () => {
    const { answer } = await challenged();
    const creq = decodeEmvMessage(answer.encoded_creq, CReqSchema);
    const forged = Buffer.from(
      JSON.stringify({ ...creq, acsTransID: '9b2c1a7e-6d1f-4b8e-8f3a-2e5d4c3b2a10' }),
    ).toString('base64url');
    expect(await acs.answer(forged, SANDBOX_CHALLENGE_CODE)).toEqual({ kind: 'invalid' });
    expect(await acs.challenge('not base64url json')).toEqual({ kind: 'invalid' });
  });
});

describe('steps out of order', () => {
  it('refuses authentication 240 s after check-version', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    clock.advance(240 * SECOND);
    expect(await gateway.methodResult(payment.serverTransId)).toEqual({ status: 'not_success' });
    expect(await refusal(authenticate(payment))).toBe('transaction_expired');
  });

  it('asks the issuer once per transaction', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    await authenticate(payment);
    expect(await refusal(authenticate(payment))).toBe('already_authenticated');
  });

  it('answers for the order, the card and the amount the transaction was started with', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    const otherOrder = await newOrder(database.db, payment.order.amountCents);
    expect(await refusal(authenticate({ ...payment, order: otherOrder }))).toBe('unknown_transaction');
    expect(await refusal(authenticate({ ...payment, number: SANDBOX_TEST_CARDS.declined.VISA }))).toBe(
      'card_changed',
    );
    expect(
      await refusal(
        authenticate({ ...payment, order: { ...payment.order, amountCents: payment.order.amountCents + 1 } }),
      ),
    ).toBe('amount_changed');
    await authenticate(payment);
    expect(await refusal(authorize({ ...payment, number: SANDBOX_TEST_CARDS.noMethodUrl.VISA }))).toBe(
      'card_changed',
    );
  });

  it('charges nothing before authentication', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    expect(await authorize(payment)).toEqual({ status: 'declined', reason: 'not_authenticated' });
  });

  it('answers a repeated idempotency key with the same reference', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.MASTERCARD, 'MASTERCARD');
    await authenticate(payment);
    const first = await authorize(payment);
    expect(await authorize(payment)).toEqual(first);
  });
});

describe('authorising inside the payment’s database transaction', () => {
  it('decides from the transaction row it is given, without reading it again', async () => {
    const { payment } = await checkVersion(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    await authenticate(payment);
    const row = await transactions.find(payment.serverTransId);
    const offline = new SandboxGateway(
      Object.assign(Object.create(ThreeDSTransactionsRepository.prototype) as ThreeDSTransactionsRepository, {
        find: () => {
          throw new Error('the database is the caller’s transaction’s');
        },
      }),
      ledger,
      clock.now,
    );
    const charge = await offline.authorize({
      serverTransId: payment.serverTransId,
      order: payment.order,
      card: authorizationCard(payment.number, payment.scheme),
      idempotencyKey: `${payment.order.id}-1`,
      transaction: row,
    });
    expect(charge).toEqual(expect.objectContaining({ status: 'success', brand: 'VISA' }));
    // The row still says whose transaction it is: another order's is refused.
    await expect(
      offline.authorize({
        serverTransId: payment.serverTransId,
        order: { ...payment.order, id: payment.order.id + 1 },
        card: authorizationCard(payment.number, payment.scheme),
        idempotencyKey: 'other',
        transaction: row,
      }),
    ).rejects.toMatchObject({ refusal: 'unknown_transaction' });
  });
});

describe('its ledger of charges', () => {
  const onPostgres = Boolean(testDatabaseUrl());

  /** Charges as the sale does: inside its transaction, the order's row locked, the row handed over. */
  async function chargeUnderOrderLock(payment: Awaited<ReturnType<typeof authenticated>>, trx: Db) {
    await trx.selectFrom('orders').select('id').where('id', '=', payment.order.id).forUpdate().execute();
    return gateway.authorize({
      serverTransId: payment.serverTransId,
      order: payment.order,
      card: authorizationCard(payment.number, payment.scheme),
      idempotencyKey: `${payment.order.id}-1`,
      transaction: await transactions.find(payment.serverTransId, trx),
      database: trx,
    });
  }

  async function authenticated(number: string = SANDBOX_TEST_CARDS.noMethodUrl.VISA) {
    const { payment } = await checkVersion(number, 'VISA');
    await authenticate(payment);
    return payment;
  }
  const chargeOf = (payment: Payment, reference: string) => ({
    reference,
    order: payment.order,
    idempotencyKey: `${payment.order.id}-1`,
  });
  const rowsOf = (payment: Payment) =>
    database.db
      .selectFrom('sandbox_charges')
      .select(['reference', 'order_id', 'amount_cents', 'state'])
      .where('idempotency_key', '=', `${payment.order.id}-1`)
      .execute();

  it('keeps a charge once per idempotency key, and tells what became of it', async () => {
    const payment = await authenticated();
    const first = await authorize(payment);
    expect(await authorize(payment)).toEqual(first);
    if (first.status !== 'success') throw new Error('not charged');
    expect(await rowsOf(payment)).toEqual([
      {
        reference: first.reference,
        order_id: payment.order.id,
        amount_cents: payment.order.amountCents,
        state: 'authorized',
      },
    ]);
    expect(await gateway.findCharge(`${payment.order.id}-1`)).toEqual({
      reference: first.reference,
      state: 'authorized',
      amountCents: payment.order.amountCents,
    });
    expect(await gateway.findCharge('never-asked')).toBeUndefined();
  });

  it('captures an authorised charge once; a captured one cannot be voided', async () => {
    const payment = await authenticated();
    const charge = await authorize(payment);
    if (charge.status !== 'success') throw new Error('not charged');
    await gateway.captureCharge(chargeOf(payment, charge.reference));
    await gateway.captureCharge(chargeOf(payment, charge.reference));
    expect((await gateway.findCharge(`${payment.order.id}-1`))?.state).toBe('captured');
    await expect(gateway.voidCharge(chargeOf(payment, charge.reference))).rejects.toThrow('refund it');
    expect((await rowsOf(payment)).map((row) => row.state)).toEqual(['captured']);
  });

  it('voids an authorised charge once; a voided one is neither captured nor answered again for its key', async () => {
    const payment = await authenticated();
    const charge = await authorize(payment);
    if (charge.status !== 'success') throw new Error('not charged');
    await gateway.voidCharge(chargeOf(payment, charge.reference));
    await gateway.voidCharge(chargeOf(payment, charge.reference));
    expect((await gateway.findCharge(`${payment.order.id}-1`))?.state).toBe('voided');
    await expect(gateway.captureCharge(chargeOf(payment, charge.reference))).rejects.toThrow('not captured');
    expect(await refusal(authorize(payment))).toBe('charge_closed');
    expect((await rowsOf(payment)).map((row) => row.state)).toEqual(['voided']);
  });

  it('voids and captures only charges it made', async () => {
    const payment = await authenticated();
    await authorize(payment);
    expect(await refusal(gateway.voidCharge(chargeOf(payment, 'sandbox-0000')))).toBe('unknown_transaction');
    expect(await refusal(gateway.captureCharge(chargeOf(payment, 'sandbox-0000')))).toBe(
      'unknown_transaction',
    );
  });

  it(
    onPostgres
      ? 'keeps a charge the shop’s transaction rolls back, written while that transaction holds the order’s row'
      : 'on PGlite’s one session, writes through the shop’s transaction: a charge it rolls back was never made',
    async () => {
      const payment = await authenticated();
      await expect(
        database.db.transaction().execute(async (trx) => {
          const charge = await chargeUnderOrderLock(payment, trx);
          expect(charge.status).toBe('success');
          throw new Error('the sale failed');
        }),
      ).rejects.toThrow('the sale failed');
      const found = await gateway.findCharge(`${payment.order.id}-1`);
      if (onPostgres) expect(found?.state).toBe('authorized');
      else expect(found).toBeUndefined();
    },
  );

  it('charges from inside as many transactions at once as the pool has connections, none waiting for another', async () => {
    const payments = await Promise.all([1, 2, 3, 4].map(() => authenticated()));
    const charges = await Promise.all(
      payments.map((payment) =>
        database.db.transaction().execute(async (trx) => {
          const charge = await chargeUnderOrderLock(payment, trx);
          // Still holding its connection while the others charge.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return charge.status;
        }),
      ),
    );
    expect(charges).toEqual(['success', 'success', 'success', 'success']);
  }, 8000);
});
