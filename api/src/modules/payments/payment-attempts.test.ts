import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { type PaymentGateway } from './gateway/payment-gateway';
import { idempotencyKeyOf, openAttempt } from './payment-attempts';
import { type NewPaymentAttempt, PaymentAttemptsRepository } from './payment-attempts.repository';
import { authorize, type Card, type ReadyToAuthorize, readyToAuthorize } from './testing/payment-flow';
import { attemptsOfOrder, sandboxShopForFile } from './testing/sandbox-payments';

// Issue 27: every authorisation has its attempt, recorded and committed before the processor
// is asked and settled with the sale (paid, then captured; declined), so that whatever becomes
// of the request, the attempt says what is owed.

const FRICTIONLESS = { number: SANDBOX_TEST_CARDS.noMethodUrl.VISA, scheme: 'VISA' } as const;
const DECLINED = { number: SANDBOX_TEST_CARDS.declined.MASTERCARD, scheme: 'MASTERCARD' } as const;

const scene = sandboxShopForFile();
let offset = 400;

const ready = (card: Card = FRICTIONLESS) =>
  readyToAuthorize(scene.shop.app, scene.shop.db, card, { offset: offset++ });
const pay = ({ user, order, serverTransId }: ReadyToAuthorize, card: Card = FRICTIONLESS) =>
  authorize(scene.shop.app, user, order, serverTransId, card);
const attemptsOf = (orderId: number) => attemptsOfOrder(scene.shop.db, orderId);
const paymentOf = (orderId: number) =>
  scene.shop.db
    .selectFrom('payments')
    .select(['status', 'reference', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .execute();
const requestOf = ({ user, order, serverTransId }: ReadyToAuthorize) => ({
  order: { id: order.id, code: order.code, userId: user.userId, amountCents: order.totalCents },
  serverTransId,
  card: {
    chname: 'Ana García',
    number: FRICTIONLESS.number,
    type: 'VISA' as const,
    expdate: '0999',
    cvn: '123',
  },
  language: 'es' as const,
});

describe('a payment attempt', () => {
  it('is committed before the processor is asked, and outlives a sale that rolls back', async () => {
    const buyer = await ready();
    const key = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    let seenDuringTheCharge: unknown;
    // The processor's answer is lost (a timeout): the sale rolls back, not knowing whether it charged.
    const timingOut: PaymentGateway = Object.assign(Object.create(scene.sandbox.gateway) as PaymentGateway, {
      authorize: async (input: Parameters<PaymentGateway['authorize']>[0]) => {
        seenDuringTheCharge = await input
          .database!.selectFrom('payment_attempts')
          .select(['idempotency_key', 'state'])
          .where('order_id', '=', buyer.order.id)
          .execute();
        throw new Error('the processor timed out');
      },
    });

    await expect(
      scene.sandbox.authorization({ gateway: timingOut }).authorize(requestOf(buyer), scene.shop.app.log),
    ).rejects.toThrow('the processor timed out');

    expect(seenDuringTheCharge).toEqual([{ idempotency_key: key, state: 'pending' }]);
    // Still there after the rollback, and settled from what the processor says: nothing charged.
    expect(await attemptsOf(buyer.order.id)).toEqual([
      { idempotency_key: key, state: 'abandoned', reference: null, claimed_at: null },
    ]);
    expect(await paymentOf(buyer.order.id)).toEqual([]);
  });

  it('is settled paid with the sale, and its charge captured after the commit', async () => {
    const buyer = await ready();
    expect(await pay(buyer)).toEqual({ status: 200, body: { status: 'success' } });
    const key = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    const [payment] = await paymentOf(buyer.order.id);
    expect(payment).toEqual({ status: 'authorized', reference: expect.any(String), idempotency_key: key });
    expect(await attemptsOf(buyer.order.id)).toEqual([
      { idempotency_key: key, state: 'captured', reference: payment!.reference, claimed_at: null },
    ]);
    expect(await scene.sandbox.gateway.findCharge(key)).toEqual({
      reference: payment!.reference,
      state: 'captured',
      amountCents: buyer.order.totalCents,
    });
  });

  it('is settled declined with a declined sale; repeated, the same attempt answers the same refusal', async () => {
    const buyer = await ready(DECLINED);
    const declined = await pay(buyer, DECLINED);
    expect(declined.status).toBe(402);
    expect(await pay(buyer, DECLINED)).toEqual(declined);
    const key = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    expect(await attemptsOf(buyer.order.id)).toEqual([
      { idempotency_key: key, state: 'settled_declined', reference: null, claimed_at: null },
    ]);
    expect(await scene.sandbox.gateway.findCharge(key)).toBeUndefined();
  });

  it('repeated after the payment, is the same attempt: no second row, no second charge', async () => {
    const buyer = await ready();
    await pay(buyer);
    expect(await pay(buyer)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await attemptsOf(buyer.order.id)).map((attempt) => attempt.state)).toEqual(['captured']);
  });

  it('is abandoned when a line is short, nothing charged; paid later by a new attempt of the same transaction', async () => {
    const buyer = await ready();
    const productId = buyer.order.lines[0]!.productId;
    await scene.shop.db.updateTable('products').set({ stock: 0 }).where('id', '=', productId).execute();
    expect((await pay(buyer)).status).toBe(409);
    await scene.shop.db.updateTable('products').set({ stock: 5 }).where('id', '=', productId).execute();
    expect((await pay(buyer)).status).toBe(200);

    const first = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    const second = idempotencyKeyOf(buyer.order.id, buyer.serverTransId, 2);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { idempotency_key: first, state: 'abandoned', reference: null },
      { idempotency_key: second, state: 'captured' },
    ]);
    expect(await scene.sandbox.gateway.findCharge(first)).toBeUndefined();
  });

  it('taken by a sweep before its sale locks it, is given up for a new one before anything is charged', async () => {
    const buyer = await ready();
    const attempt = await openAttempt(
      scene.sandbox.attempts,
      requestOf(buyer).order,
      buyer.serverTransId,
      new Date(),
    );
    // A sweep on another instance claimed it (the request had waited past the deadline).
    expect(await scene.sandbox.attempts.claim(attempt.id, 'pending', new Date(), new Date(0))).toBe(true);

    expect(await pay(buyer)).toEqual({ status: 200, body: { status: 'success' } });

    const second = idempotencyKeyOf(buyer.order.id, buyer.serverTransId, 2);
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { idempotency_key: attempt.idempotency_key, state: 'pending', claimed_at: expect.anything() },
      { idempotency_key: second, state: 'captured' },
    ]);
    expect(await scene.sandbox.gateway.findCharge(attempt.idempotency_key)).toBeUndefined();
    expect((await paymentOf(buyer.order.id)).map((payment) => payment.idempotency_key)).toEqual([second]);
  });

  it('taken by a sweep between its recording and its sale, is given up for a new one before anything is charged', async () => {
    const buyer = await ready();
    // A sweep on another instance claims the first attempt right after it is committed.
    class SweptOnce extends PaymentAttemptsRepository {
      claimed: number[] = [];
      override async record(attempt: NewPaymentAttempt) {
        const recorded = await super.record(attempt);
        if (this.claimed.length === 0) {
          await this.claim(recorded.id, 'pending', new Date(), new Date(0));
          this.claimed.push(recorded.id);
        }
        return recorded;
      }
    }
    const attempts = new SweptOnce(scene.shop.db);
    const outcome = await scene.sandbox
      .authorization({ attempts })
      .authorize(requestOf(buyer), scene.shop.app.log);

    expect(outcome).toEqual({ kind: 'paid', orderId: buyer.order.id });
    const [first, second] = [1, 2].map((n) => idempotencyKeyOf(buyer.order.id, buyer.serverTransId, n));
    expect(await attemptsOf(buyer.order.id)).toMatchObject([
      { idempotency_key: first, state: 'pending', claimed_at: expect.anything() },
      { idempotency_key: second, state: 'captured' },
    ]);
    expect(await scene.sandbox.gateway.findCharge(first!)).toBeUndefined();
    expect((await paymentOf(buyer.order.id)).map((payment) => payment.idempotency_key)).toEqual([second]);
  });
});
