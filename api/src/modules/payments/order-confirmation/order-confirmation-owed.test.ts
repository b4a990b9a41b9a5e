import { type Mail } from '../../../mail/mailer';
import { createTestOrder } from '../../../testing/orders';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { registerUser } from '../../../testing/users';
import { OrdersRepository } from '../../orders/orders.repository';
import { OrderConfirmation, OWED_AFTER_MS } from './order-confirmation';
import { OrderConfirmationRepository } from './order-confirmation.repository';

// Issue 13's SIGKILL run: an instance killed between a payment's commit and its confirmation
// mail left a paid customer without it. The order keeps whether its mail went out; any
// instance sends the ones owed for longer than OWED_AFTER_MS, in the customer's language,
// once however many instances sweep at the same moment.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function confirmationWith(sent: Mail[], fail = false) {
  return new OrderConfirmation({
    repository: new OrderConfirmationRepository(shop.db),
    orders: new OrdersRepository(shop.db),
    mailer: {
      send: async (mail) => {
        if (fail) throw new Error('the mail server is down');
        sent.push(mail);
        return 'memory';
      },
    },
    shopPublicUrl: 'https://shop.example.com',
    now: () => NOW,
  });
}

/** A paid order of a new customer, its mail still owed (or sent) as given. */
async function paidOrder(paidAt: Date, mailedAt: Date | null, language: 'es' | 'en' = 'en') {
  const user = await registerUser(shop.app);
  const order = await createTestOrder(shop.db, { userId: user.userId, status: 'RECEIVED', offset: 40 });
  await shop.db
    .updateTable('orders')
    .set({ paid_at: paidAt, confirmation_mailed_at: mailedAt, confirmation_language: language })
    .where('id', '=', order.id)
    .execute();
  return { ...order, email: user.email };
}

const mailedAt = (id: number) =>
  shop.db
    .selectFrom('orders')
    .select('confirmation_mailed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => row.confirmation_mailed_at);

describe('owed order confirmations', () => {
  it('are sent once, in the language of the payment, only when owed for longer than the grace time', async () => {
    const owed = await paidOrder(ago(OWED_AFTER_MS + 60_000), null, 'en');
    const recent = await paidOrder(ago(10_000), null);
    const mailed = await paidOrder(ago(OWED_AFTER_MS + 60_000), ago(OWED_AFTER_MS));
    const sent: Mail[] = [];

    // Two instances sweeping at the same moment.
    const counts = await Promise.all([
      confirmationWith(sent).sendOwed(shop.app.log),
      confirmationWith(sent).sendOwed(shop.app.log),
    ]);

    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent.filter((mail) => mail.to === owed.email)).toEqual([
      expect.objectContaining({ subject: `Your Olmo order ${owed.code}` }),
    ]);
    expect(sent.filter((mail) => mail.to === recent.email || mail.to === mailed.email)).toEqual([]);
    expect(await mailedAt(owed.id)).not.toBeNull();
    expect(await mailedAt(recent.id)).toBeNull();
    expect(await confirmationWith(sent).sendOwed(shop.app.log)).toBe(0);
  });

  it('stay owed when the mail fails, and go out at the next sweep', async () => {
    const owed = await paidOrder(ago(OWED_AFTER_MS + 60_000), null, 'es');
    const sent: Mail[] = [];

    await confirmationWith(sent, true).sendOwed(shop.app.log);
    expect(await mailedAt(owed.id)).toBeNull();

    await confirmationWith(sent).sendOwed(shop.app.log);
    expect(sent.filter((mail) => mail.to === owed.email)).toEqual([
      expect.objectContaining({ subject: `Tu pedido ${owed.code} en Olmo` }),
    ]);
    expect(await mailedAt(owed.id)).not.toBeNull();
  });

  it('are not owed for a payment whose mail went out', async () => {
    const user = await registerUser(shop.app);
    const order = await createTestOrder(shop.db, { userId: user.userId, status: 'PAYMENT', offset: 41 });
    expect(await mailedAt(order.id)).toBeNull();
    await confirmationWith([]).send(order.id, 'es', shop.app.log);
    expect(await mailedAt(order.id)).not.toBeNull();
  });
});
