import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { type FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser } from '../../testing/users';
import { CartRepository } from '../cart/cart.repository';
import { StockRepository } from '../catalog/stock.repository';
import { authorizationCard } from './gateway/testing/payment-test-kit';
import { SandboxGateway } from './gateway/sandbox/sandbox-gateway';
import { ThreeDSTransactionsRepository } from './gateway/threeds-transactions.repository';
import { idempotencyKeyOf, PaymentAuthorization } from './payment-authorization';
import { PaymentsRepository } from './payments.repository';
import { orderInPayment, payThroughFlow } from './testing/payment-flow';

// When the processor has charged and the shop then fails to record the sale (the database
// refuses a write, the commit fails), the customer must not pay for an order still in PAYMENT:
// the charge is voided at the processor and the sale rolled back as a whole.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

class FailingCarts extends CartRepository {
  override clear(): Promise<void> {
    return Promise.reject(new Error('the database went away'));
  }
}

const silentLog = () => {
  const lines: Array<{ context: Record<string, unknown>; message: string }> = [];
  const log = {
    error: (context: Record<string, unknown>, message: string) => lines.push({ context, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
};

it('a charge the shop could not record is voided: the order stays payable, the stock untouched, no payment row', async () => {
  const user = await registerUser(shop.app);
  const order = await orderInPayment(shop.db, user, { products: 1, offset: 300, stock: 7 });
  const card = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;
  const { serverTransId } = await payThroughFlow(shop.app, user, order, card, { skipAuthorization: true });
  if (!serverTransId) throw new Error('the flow gave no transaction');

  const transactions = new ThreeDSTransactionsRepository(shop.db);
  const gateway = new SandboxGateway(transactions);
  const authorization = new PaymentAuthorization({
    db: shop.db,
    payments: new PaymentsRepository(shop.db),
    transactions,
    stock: new StockRepository(shop.db),
    carts: new FailingCarts(shop.db),
    gateway,
    now: () => new Date(),
  });
  const { log, lines } = silentLog();

  await expect(
    authorization.authorize(
      {
        order: { id: order.id, code: order.code, userId: user.userId, amountCents: order.totalCents },
        serverTransId,
        card: authorizationCard(card.number, card.scheme),
      },
      log,
    ),
  ).rejects.toThrow('the database went away');

  const reference = lines[0]?.context.reference as string;
  expect(lines.map((line) => line.message)).toEqual([
    'payment authorised but not recorded: the charge was voided',
  ]);
  expect(gateway.wasVoided(reference)).toBe(true);
  const row = await shop.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('PAYMENT');
  const product = order.lines[0]?.productId ?? 0;
  const stock = await shop.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', product)
    .executeTakeFirstOrThrow();
  expect(stock.stock).toBe(7);
  expect(
    await shop.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute(),
  ).toEqual([]);
});

it('the sandbox voids only charges it made', async () => {
  const gateway = new SandboxGateway(new ThreeDSTransactionsRepository(shop.db));
  const order = { id: 1, userId: null, amountCents: 100 };
  await expect(
    gateway.voidCharge({ reference: 'sandbox-0000', order, idempotencyKey: idempotencyKeyOf(1, 'x') }),
  ).rejects.toThrow();
});
