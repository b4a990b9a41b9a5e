import { type FastifyBaseLogger } from 'fastify';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { authorizationCard } from './gateway/testing/payment-test-kit';
import { type PaymentGateway } from './gateway/payment-gateway';
import { ATTEMPT_SWEEP, type PaymentAttemptSweep } from './payment-attempt-sweep';
import { idempotencyKeyOf, openAttempt } from './payment-attempts';
import { authorize, type ReadyToAuthorize, readyToAuthorize } from './testing/payment-flow';
import { attemptsOfOrder, sandboxShopForFile } from './testing/sandbox-payments';

// Issue 27: what an instance killed in the middle of a payment leaves, settled by a sweep on a
// clock past the deadline, asking the processor what happened: an attempt never charged is
// abandoned, a charge its order was not paid by is voided (and the buyer pays again), a
// charge whose sale was recorded is captured; two sweeps at once settle an attempt once.

const CARD = { number: SANDBOX_TEST_CARDS.noMethodUrl.MASTERCARD, scheme: 'MASTERCARD' } as const;
/** The sweeps' clock: past the deadline of every attempt made now. */
const pastTheDeadline = () => new Date(Date.now() + ATTEMPT_SWEEP.dueAfterMs + 60_000);

const scene = sandboxShopForFile();
let offset = 440;

/** The log lines a sweep writes, level first. */
function recordingLog() {
  const lines: unknown[][] = [];
  const log = {
    ...scene.shop.app.log,
    warn: (...args: unknown[]) => lines.push(['warn', ...args]),
    error: (...args: unknown[]) => lines.push(['error', ...args]),
  } as FastifyBaseLogger;
  return { log, lines };
}

const ready = () => readyToAuthorize(scene.shop.app, scene.shop.db, CARD, { offset: offset++ });
const orderOf = ({ user, order }: ReadyToAuthorize) => ({
  id: order.id,
  code: order.code,
  userId: user.userId,
  amountCents: order.totalCents,
});
const attemptsOf = (orderId: number) => attemptsOfOrder(scene.shop.db, orderId);
const orderStatus = async (orderId: number) =>
  (
    await scene.shop.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status;
const sweepNow = (sweep: PaymentAttemptSweep, log = recordingLog().log) =>
  sweep.sweep(log).then((settled) => settled.map((outcome) => outcome.decision));

/** Killed before the charge: the attempt is committed, the processor was never asked. */
async function diedBeforeTheCharge(buyer: ReadyToAuthorize) {
  return openAttempt(scene.sandbox.attempts, orderOf(buyer), buyer.serverTransId, new Date());
}

/** Killed after the charge: the processor charged, the sale was rolled back with the instance. */
async function diedAfterTheCharge(buyer: ReadyToAuthorize) {
  const attempt = await diedBeforeTheCharge(buyer);
  const charge = await scene.sandbox.gateway.authorize({
    serverTransId: buyer.serverTransId,
    order: orderOf(buyer),
    card: authorizationCard(CARD.number, CARD.scheme),
    idempotencyKey: attempt.idempotency_key,
  });
  if (charge.status !== 'success') throw new Error('not charged');
  return { attempt, reference: charge.reference };
}

/** Killed after the commit: the sale is recorded, the charge not captured. */
async function diedAfterTheCommit(buyer: ReadyToAuthorize) {
  const notCapturing: PaymentGateway = Object.assign(Object.create(scene.sandbox.gateway) as PaymentGateway, {
    captureCharge: () => Promise.reject(new Error('the instance died')),
  });
  const outcome = await scene.sandbox.authorization({ gateway: notCapturing }).authorize(
    {
      order: orderOf(buyer),
      serverTransId: buyer.serverTransId,
      card: authorizationCard(CARD.number, CARD.scheme),
      language: 'es',
    },
    recordingLog().log,
  );
  expect(outcome.kind).toBe('paid');
}

describe('the payment attempts sweep', () => {
  it('leaves alone an attempt not yet past its deadline', async () => {
    const buyer = await ready();
    await diedAfterTheCharge(buyer);
    const early = scene.sandbox.sweep({
      now: () => new Date(Date.now() + ATTEMPT_SWEEP.dueAfterMs - 10_000),
    });
    expect(await sweepNow(early)).not.toContain('voided');
    expect((await attemptsOf(buyer.order.id)).map((attempt) => attempt.state)).toEqual(['pending']);
  });

  it('abandons an attempt the processor never charged; the order stays payable and is paid', async () => {
    const buyer = await ready();
    const attempt = await diedBeforeTheCharge(buyer);
    const { log, lines } = recordingLog();

    expect(await sweepNow(scene.sandbox.sweep({ now: pastTheDeadline }), log)).toContain('abandoned');

    expect(lines).toContainEqual([
      'warn',
      { orderCode: buyer.order.code, reference: null, attemptId: expect.any(Number) },
      'payment attempt swept: nothing was charged',
    ]);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([{ state: 'abandoned', claimed_at: null }]);
    expect(await orderStatus(buyer.order.id)).toBe('PAYMENT');
    expect((await authorize(scene.shop.app, buyer.user, buyer.order, buyer.serverTransId, CARD)).status).toBe(
      200,
    );
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { idempotency_key: attempt.idempotency_key, state: 'abandoned' },
      { idempotency_key: idempotencyKeyOf(buyer.order.id, buyer.serverTransId, 2), state: 'captured' },
    ]);
  });

  it('voids a charge its order was not paid by; the buyer pays again with a new key and a new charge', async () => {
    const buyer = await ready();
    const { attempt, reference } = await diedAfterTheCharge(buyer);
    const { log, lines } = recordingLog();

    expect(await sweepNow(scene.sandbox.sweep({ now: pastTheDeadline }), log)).toContain('voided');

    expect(lines).toContainEqual([
      'warn',
      { orderCode: buyer.order.code, reference, attemptId: expect.any(Number) },
      'payment attempt swept: the charge was voided',
    ]);
    expect((await scene.sandbox.gateway.findCharge(attempt.idempotency_key))?.state).toBe('voided');
    expect(await orderStatus(buyer.order.id)).toBe('PAYMENT');

    expect(await authorize(scene.shop.app, buyer.user, buyer.order, buyer.serverTransId, CARD)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const second = idempotencyKeyOf(buyer.order.id, buyer.serverTransId, 2);
    const paid = await scene.sandbox.gateway.findCharge(second);
    expect(paid).toMatchObject({ state: 'captured' });
    expect(paid?.reference).not.toBe(reference);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { idempotency_key: attempt.idempotency_key, state: 'voided', reference },
      { idempotency_key: second, state: 'captured', reference: paid?.reference },
    ]);
    expect(await orderStatus(buyer.order.id)).toBe('RECEIVED');
  });

  it('captures a charge whose sale was recorded', async () => {
    const buyer = await ready();
    await diedAfterTheCommit(buyer);
    const key = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([{ state: 'settled_paid' }]);
    expect((await scene.sandbox.gateway.findCharge(key))?.state).toBe('authorized');
    const { log, lines } = recordingLog();

    expect(await sweepNow(scene.sandbox.sweep({ now: pastTheDeadline }), log)).toContain('captured');

    const charge = await scene.sandbox.gateway.findCharge(key);
    expect(charge?.state).toBe('captured');
    expect(lines).toContainEqual([
      'warn',
      { orderCode: buyer.order.code, reference: charge?.reference, attemptId: expect.any(Number) },
      'payment attempt swept: the charge was captured',
    ]);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { state: 'captured', reference: charge?.reference },
    ]);
    expect(await orderStatus(buyer.order.id)).toBe('RECEIVED');
  });

  it('settles an attempt once when two instances sweep at the same moment', async () => {
    const buyer = await ready();
    const { attempt } = await diedAfterTheCharge(buyer);
    let voids = 0;
    const counting: PaymentGateway = Object.assign(Object.create(scene.sandbox.gateway) as PaymentGateway, {
      voidCharge: (input: Parameters<PaymentGateway['voidCharge']>[0]) => {
        if (input.idempotencyKey === attempt.idempotency_key) voids += 1;
        return scene.sandbox.gateway.voidCharge(input);
      },
    });
    const instances = [1, 2].map(() => scene.sandbox.sweep({ now: pastTheDeadline, gateway: counting }));
    const { log, lines } = recordingLog();

    await Promise.all(instances.map((instance) => instance.sweep(log)));

    expect(voids).toBe(1);
    expect(lines.filter((line) => (line[1] as { attemptId?: number }).attemptId === attempt.id)).toHaveLength(
      1,
    );
    expect(await attemptsOf(buyer.order.id)).toMatchObject([{ state: 'voided', claimed_at: null }]);
  });

  it('never takes an attempt whose sale is settling it: the claim waits for the sale, then finds it settled', async () => {
    const buyer = await ready();
    const attempt = await diedBeforeTheCharge(buyer);
    const sweep = scene.sandbox.sweep({ now: pastTheDeadline });
    let claiming: Promise<unknown> | undefined;
    await scene.shop.db.transaction().execute(async (trx) => {
      await scene.sandbox.attempts.lock(attempt.id, trx);
      claiming = sweep.settle(attempt, recordingLog().log);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await scene.sandbox.attempts.settle(attempt.id, 'settled_declined', null, new Date(), trx);
    });
    expect(await claiming).toBeUndefined();
    expect(await attemptsOf(buyer.order.id)).toMatchObject([{ state: 'settled_declined', claimed_at: null }]);
  });

  it('lets go of its claim when the processor cannot be reached, and the next sweep settles the attempt', async () => {
    const buyer = await ready();
    const { attempt } = await diedAfterTheCharge(buyer);
    const unreachable: PaymentGateway = Object.assign(
      Object.create(scene.sandbox.gateway) as PaymentGateway,
      {
        findCharge: () => Promise.reject(new Error('the processor is unreachable')),
      },
    );
    const { log, lines } = recordingLog();

    const first = await scene.sandbox
      .sweep({ now: pastTheDeadline, gateway: unreachable })
      .settle(attempt, log);

    expect(first).toMatchObject({ decision: 'unresolved' });
    expect(lines).toContainEqual([
      'error',
      expect.objectContaining({ attemptId: attempt.id, orderId: buyer.order.id }),
      'payment attempt not settled: the next sweep tries again',
    ]);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([{ state: 'pending', claimed_at: null }]);
    expect(await scene.sandbox.sweep({ now: pastTheDeadline }).settle(attempt, log)).toMatchObject({
      decision: 'voided',
    });
  });
});
