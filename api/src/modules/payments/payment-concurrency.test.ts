import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { catalogueLines, createTestOrder, type TestOrder } from '../../testing/orders';
import { type JsonAnswer } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { registerUser, type TestUser } from '../../testing/users';
import { CartRepository } from '../cart/cart.repository';
import { type PaymentGateway } from './gateway/payment-gateway';
import { idempotencyKeyOf } from './payment-attempts';
import { authorize, payThroughFlow } from './testing/payment-flow';
import { openSandboxPayments, type SandboxPayments } from './testing/sandbox-payments';

// Many buyers paying for the last units at the same moment (docs/security.md "Money and stock"):
// exactly as many succeed as there are units, the rest get a stock error and are charged
// nothing, and the stock ends at zero, never below. Meaningful on PostgreSQL (project
// api-postgres: concurrent transactions on a connection pool); on PGlite they queue.

const CARD = { number: SANDBOX_TEST_CARDS.noMethodUrl.VISA, scheme: 'VISA' } as const;
const BUYERS = 8;
const UNITS = 3;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

interface Buyer {
  user: TestUser;
  order: TestOrder;
  serverTransId: string;
}

/** A customer with an order in PAYMENT for one unit of each product, authenticated and ready to authorise. */
async function readyBuyer(productOffsets: number[]): Promise<Buyer> {
  const user = await registerUser(shop.app);
  const lines = [];
  for (const offset of productOffsets) {
    const [line] = await catalogueLines(shop.db, 1, offset);
    lines.push({ ...line!, quantity: 1 });
  }
  const order = await createTestOrder(shop.db, { userId: user.userId, status: 'PAYMENT', lines });
  const started = await payThroughFlow(shop.app, user, order, CARD, { skipAuthorization: true });
  if (started.authentication?.body.action !== 'AUTHORIZATION') throw new Error('authentication did not pass');
  return { user, order, serverTransId: started.serverTransId ?? '' };
}

const product = (id: number) =>
  shop.db
    .selectFrom('products')
    .select(['stock', 'units_sold'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const setStock = (id: number, stock: number) =>
  shop.db.updateTable('products').set({ stock }).where('id', '=', id).execute();

async function authorizeAtOnce(buyers: Buyer[]): Promise<JsonAnswer[]> {
  return Promise.all(
    buyers.map(({ user, order, serverTransId }) => authorize(shop.app, user, order, serverTransId, CARD)),
  );
}

async function paidOrders(buyers: Buyer[]) {
  return shop.db
    .selectFrom('orders')
    .select('status')
    .where(
      'id',
      'in',
      buyers.map((buyer) => buyer.order.id),
    )
    .where('status', '=', 'RECEIVED')
    .execute();
}

describe(`${BUYERS} buyers of the last ${UNITS} units, authorising at the same moment`, () => {
  it(`exactly ${UNITS} are paid, the others get a stock error and no charge, and the stock ends at 0`, async () => {
    const offset = 300;
    const [line] = await catalogueLines(shop.db, 1, offset);
    const productId = line!.productId;
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await readyBuyer([offset]));
    await setStock(productId, UNITS);
    const before = await product(productId);

    const answers = await authorizeAtOnce(buyers);

    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(paid).toHaveLength(UNITS);
    for (const answer of refused)
      expect(answer).toEqual({
        status: 409,
        body: { errors: { [`stock.${productId}`]: ['No hay 1 disponibles'] } },
      });
    expect(await product(productId)).toEqual({ stock: 0, units_sold: before.units_sold + UNITS });
    expect(await paidOrders(buyers)).toHaveLength(UNITS);
    const payments = await shop.db
      .selectFrom('payments')
      .select('status')
      .where(
        'order_id',
        'in',
        buyers.map((buyer) => buyer.order.id),
      )
      .execute();
    expect(payments).toEqual(Array.from({ length: UNITS }, () => ({ status: 'authorized' })));
  });

  it('orders of the same two products, listed in either order, never deadlock and never oversell', async () => {
    const [first, second] = [310, 311];
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++)
      buyers.push(await readyBuyer(i % 2 === 0 ? [first, second] : [second, first]));
    const ids = buyers[0]!.order.lines.map((line) => line.productId).sort((a, b) => a - b);
    await setStock(ids[0]!, UNITS);
    await setStock(ids[1]!, UNITS + 2);

    const answers = await authorizeAtOnce(buyers);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(UNITS);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(BUYERS - UNITS);
    expect((await product(ids[0]!)).stock).toBe(0);
    expect((await product(ids[1]!)).stock).toBe(2);
    expect(await paidOrders(buyers)).toHaveLength(UNITS);
  });
});

describe('a product already sold out', () => {
  // Only PostgreSQL has concurrent sessions (PGlite runs one transaction at a time).
  (testDatabaseUrl() ? it : it.skip)(
    'refuses its buyer at once, without queueing behind the payments that hold its lock',
    async () => {
      const buyer = await readyBuyer([340]);
      const productId = buyer.order.lines[0]!.productId;
      await setStock(productId, 0);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another buyer's payment, in the middle of its charge.
      const holder = shop.db.transaction().execute(async (trx) => {
        await trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
        locked();
        await held;
      });
      await rowLocked;
      try {
        const answer = await Promise.race([
          authorize(shop.app, buyer.user, buyer.order, buyer.serverTransId, CARD),
          new Promise((resolve) => setTimeout(() => resolve('still waiting for the lock'), 2000).unref()),
        ]);
        expect(answer).toEqual({
          status: 409,
          body: { errors: { [`stock.${productId}`]: ['No hay 1 disponibles'] } },
        });
      } finally {
        release();
        await holder;
      }
    },
  );
});

describe('the card processor', () => {
  const onPostgres = Boolean(testDatabaseUrl());
  let sandbox: SandboxPayments;
  beforeAll(async () => {
    sandbox = await openSandboxPayments(shop.db);
  });
  afterAll(() => sandbox?.close());

  /** The sandbox, counting the charges it is asked for. */
  function countingGateway() {
    const counted = { charges: 0 };
    const gateway: PaymentGateway = Object.assign(Object.create(sandbox.gateway) as PaymentGateway, {
      authorize: (...args: Parameters<PaymentGateway['authorize']>) => {
        counted.charges += 1;
        return sandbox.gateway.authorize(...args);
      },
    });
    return { gateway, counted };
  }

  async function requestOf(offset: number) {
    const buyer = await readyBuyer([offset]);
    await setStock(buyer.order.lines[0]!.productId, 5);
    return {
      buyer,
      request: {
        order: {
          id: buyer.order.id,
          code: buyer.order.code,
          userId: buyer.user.userId,
          amountCents: buyer.order.totalCents,
        },
        serverTransId: buyer.serverTransId,
        card: { chname: 'Ana García', number: CARD.number, type: CARD.scheme, expdate: '0999', cvn: '123' },
        language: 'es' as const,
      },
    };
  }

  it('is asked to charge once however many times, and however at once, an order is authorised', async () => {
    const { gateway, counted } = countingGateway();
    const authorization = sandbox.authorization({ gateway });
    const { request } = await requestOf(320);
    const outcomes = await Promise.all([1, 2, 3].map(() => authorization.authorize(request, shop.app.log)));
    outcomes.push(await authorization.authorize(request, shop.app.log));
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'paid',
    ]);
    expect(counted.charges).toBe(1);
  });

  it('charged, then the database fails: nothing of the sale is kept, the attempt stays recorded, and the processor holds no charge', async () => {
    const failingCarts = new CartRepository(shop.db);
    failingCarts.removeBought = () => Promise.reject(new Error('the database went away'));
    const authorization = sandbox.authorization({ carts: failingCarts });
    const { buyer, request } = await requestOf(330);
    const logged: unknown[][] = [];
    const log = {
      ...shop.app.log,
      error: (...args: unknown[]) => logged.push(['error', ...args]),
      warn: (...args: unknown[]) => logged.push(['warn', ...args]),
    } as typeof shop.app.log;

    await expect(authorization.authorize(request, log)).rejects.toThrow('the database went away');

    const key = idempotencyKeyOf(buyer.order.id, buyer.serverTransId);
    const attempts = await shop.db
      .selectFrom('payment_attempts')
      .select(['idempotency_key', 'state', 'claimed_at'])
      .where('order_id', '=', buyer.order.id)
      .execute();
    const charge = await sandbox.gateway.findCharge(key);
    if (onPostgres) {
      // The processor's books outlive the shop's transaction: the charge stood, and was voided.
      expect(logged).toEqual([
        [
          'error',
          expect.objectContaining({ orderCode: buyer.order.code, reference: charge?.reference }),
          'payment authorised but not recorded: the charge was voided',
        ],
      ]);
      expect(charge?.state).toBe('voided');
      expect(attempts).toEqual([{ idempotency_key: key, state: 'voided', claimed_at: null }]);
    } else {
      // PGlite's one session: the sandbox wrote through the shop's transaction, rolled back with it.
      expect(logged).toEqual([
        [
          'warn',
          expect.objectContaining({ orderCode: buyer.order.code }),
          'payment not recorded: nothing was charged',
        ],
      ]);
      expect(charge).toBeUndefined();
      expect(attempts).toEqual([{ idempotency_key: key, state: 'abandoned', claimed_at: null }]);
    }
    expect((await product(buyer.order.lines[0]!.productId)).stock).toBe(5);
    const order = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', buyer.order.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PAYMENT');
    expect(
      await shop.db.selectFrom('payments').select('id').where('order_id', '=', buyer.order.id).execute(),
    ).toEqual([]);
  });

  it('the sandbox voids only a charge it made', async () => {
    const order = { id: 1, userId: null, amountCents: 100 };
    await expect(
      sandbox.gateway.voidCharge({
        reference: 'sandbox-0000',
        order,
        idempotencyKey: idempotencyKeyOf(1, 'x'),
      }),
    ).rejects.toThrow();
  });
});
