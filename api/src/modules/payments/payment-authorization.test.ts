import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { GUEST_LINK_TTL_DAYS } from '../orders/guest-token';
import { type Mail } from '../../mail/mailer';
import { getJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';
import { type TestOrder } from '../../testing/orders';
import { authorize, orderInPayment, payThroughFlow } from './testing/payment-flow';

// initiate_authorization's unit of work (docs/payments.md "Rules the server keeps"):
// stock taken once, the order RECEIVED once, the bought lines out of the cart, the payment
// kept without card data, a repeat answering the first result, a decline leaving the order
// payable, a short line charging nothing; then the confirmation mail with its guest link.

let shop: TestApp;
let offset = 100;
const SHOP = testConfig().shopPublicUrl;
const FRICTIONLESS = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;
const DECLINED = { number: SANDBOX_TEST_CARDS.declined.MASTERCARD, scheme: 'MASTERCARD' } as const;

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

async function buyer(): Promise<{ user: TestUser; order: TestOrder }> {
  const user = await registerUser(shop.app);
  offset += 2;
  const order = await orderInPayment(shop.db, user, { products: 2, offset, stock: 10 });
  // The cart the order was made from (the checkout's initialize leaves it as it is).
  await shop.db
    .insertInto('cart_items')
    .values(
      order.lines.map((line) => ({
        user_id: user.userId,
        product_id: line.productId,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
      })),
    )
    .execute();
  return { user, order };
}

const orderRow = (id: number) =>
  shop.db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirstOrThrow();
const paymentsOf = (orderId: number) =>
  shop.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const stockOf = async (order: TestOrder) =>
  (
    await shop.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where(
        'id',
        'in',
        order.lines.map((line) => line.productId),
      )
      .orderBy('id')
      .execute()
  ).map((row) => row.stock);
const cartOf = async (user: TestUser) =>
  (await shop.db.selectFrom('cart_items').select('product_id').where('user_id', '=', user.userId).execute())
    .length;

/** The mail is sent after the answer: wait for it. */
async function mailTo(email: string): Promise<Mail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = shop.outbox.find((sent) => sent.to === email);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a successful payment', () => {
  it('takes each line’s stock once, marks the order RECEIVED with paid_at, takes the bought lines out of the cart, keeps brand, last four and expiry only', async () => {
    const { user, order } = await buyer();
    const answers = await payThroughFlow(shop.app, user, order, FRICTIONLESS);
    expect(answers.authorization).toEqual({ status: 200, body: { status: 'success' } });

    expect(await stockOf(order)).toEqual([9, 8]); // quantities 1 and 2 of 10 each
    const row = await orderRow(order.id);
    expect(row.status).toBe('RECEIVED');
    // PGlite's Date comes from another realm than Jest's: compare the time.
    expect(Math.abs(new Date(row.paid_at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await cartOf(user)).toBe(0);
    const [payment, ...others] = await paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      status: 'authorized',
      amount_cents: order.totalCents,
      brand: 'VISA',
      last4: FRICTIONLESS.number.slice(-4),
      expiry_month: 9,
      server_trans_id: answers.serverTransId,
      reference: expect.stringMatching(/^sandbox-[0-9a-f]{20}$/),
    });
  });

  it('repeated, answers the first result and charges nothing again: one payment, stock taken once', async () => {
    const { user, order } = await buyer();
    const answers = await payThroughFlow(shop.app, user, order, FRICTIONLESS);
    const id = answers.serverTransId ?? '';
    const repeat = await authorize(shop.app, user, order, id, FRICTIONLESS);
    expect(repeat).toEqual(answers.authorization);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await stockOf(order)).toEqual([9, 8]);
  });

  it('sent twice at once, is charged once and both answers are the first result', async () => {
    const { user, order } = await buyer();
    const started = await payThroughFlow(shop.app, user, order, FRICTIONLESS, { skipAuthorization: true });
    const id = started.serverTransId ?? '';
    const both = await Promise.all([
      authorize(shop.app, user, order, id, FRICTIONLESS),
      authorize(shop.app, user, order, id, FRICTIONLESS),
    ]);
    expect(both).toEqual([
      { status: 200, body: { status: 'success' } },
      { status: 200, body: { status: 'success' } },
    ]);
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['authorized']);
    expect(await stockOf(order)).toEqual([9, 8]);
  });
});

describe('a declined payment', () => {
  it('records a declined attempt, leaves the order payable, its stock and cart as they were; another card then pays it', async () => {
    const { user, order } = await buyer();
    const declined = await payThroughFlow(shop.app, user, order, DECLINED);
    expect(declined.authorization?.status).toBe(402);
    expect(await orderRow(order.id)).toEqual({ status: 'PAYMENT', paid_at: null });
    expect(await stockOf(order)).toEqual([10, 10]);
    expect(await cartOf(user)).toBe(2);
    expect(await paymentsOf(order.id)).toMatchObject([
      { status: 'declined', brand: 'MASTERCARD', last4: DECLINED.number.slice(-4), reference: null },
    ]);

    // The same attempt again: the first answer, and no second row.
    const again = await authorize(shop.app, user, order, declined.serverTransId ?? '', DECLINED);
    expect(again).toEqual(declined.authorization);
    expect(await paymentsOf(order.id)).toHaveLength(1);

    const retry = await payThroughFlow(shop.app, user, order, FRICTIONLESS);
    expect(retry.authorization).toEqual({ status: 200, body: { status: 'success' } });
    expect((await orderRow(order.id)).status).toBe('RECEIVED');
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['declined', 'authorized']);
    expect(await stockOf(order)).toEqual([9, 8]);
    expect(await cartOf(user)).toBe(0);
  });

  it('a failed authentication records a failed attempt, and the order stays payable', async () => {
    const { user, order } = await buyer();
    const failed = await payThroughFlow(
      shop.app,
      user,
      order,
      { number: SANDBOX_TEST_CARDS.notAuthenticated.VISA, scheme: 'VISA' },
      { forceAuthorization: true },
    );
    expect(failed.authorization?.status).toBe(409);
    expect(await paymentsOf(order.id)).toMatchObject([{ status: 'failed' }]);
    expect((await payThroughFlow(shop.app, user, order, FRICTIONLESS)).authorization?.status).toBe(200);
  });
});

describe('a line short of stock', () => {
  it('charges nothing, says which line in the caller’s language, and leaves the order payable until the stock is back', async () => {
    const { user, order } = await buyer();
    const [, second] = order.lines;
    await shop.db.updateTable('products').set({ stock: 1 }).where('id', '=', second!.productId).execute();

    const short = await payThroughFlow(shop.app, user, order, FRICTIONLESS, { language: 'en' });
    expect(short.authorization).toEqual({
      status: 409,
      body: { errors: { [`stock.${second!.productId}`]: ['There are not 2 available'] } },
    });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 'PAYMENT', paid_at: null });
    expect(await stockOf(order)).toEqual([10, 1]);
    expect(await cartOf(user)).toBe(2);

    await shop.db.updateTable('products').set({ stock: 2 }).where('id', '=', second!.productId).execute();
    const paid = await authorize(shop.app, user, order, short.serverTransId ?? '', FRICTIONLESS);
    expect(paid.status).toBe(200);
    expect(await stockOf(order)).toEqual([9, 0]);
  });
});

describe('the order confirmation e-mail', () => {
  async function addresses(user: TestUser, orderId: number) {
    const address = {
      user_id: user.userId,
      email: user.email,
      name: 'Ana García',
      street_address: 'Calle Mayor 1',
      street_address_continued: '2º B',
      city: 'Madrid',
      country: 'España',
      state: 'Madrid',
      zip: '28013',
      phone_number: '600111222',
      phone_prefix: '34',
    };
    const [billing, shipping] = await shop.db
      .insertInto('addresses')
      .values([address, { ...address, name: 'Luis Pérez', street_address: 'Calle Luna 5' }])
      .returning('id')
      .execute();
    await shop.db
      .updateTable('orders')
      .set({ billing_address_id: billing!.id, shipping_address_id: shipping!.id })
      .where('id', '=', orderId)
      .execute();
  }

  it('is mailed in the customer’s language with lines, totals, addresses and a working guest link', async () => {
    const { user, order } = await buyer();
    await addresses(user, order.id);
    const answers = await payThroughFlow(shop.app, user, order, FRICTIONLESS, { language: 'en' });
    expect(answers.authorization?.status).toBe(200);

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(`Your Olmo order ${order.code}`);
    const [first, second] = order.lines;
    expect(mail.text).toContain(
      `Thank you for your purchase. We have received the payment of your order ${order.code}`,
    );
    expect(mail.text).toContain(`- ${first!.nameEn}: 1 × `);
    expect(mail.text).toContain(`- ${second!.nameEn}: 2 × `);
    expect(mail.text).toMatch(/Total: [\d,]+\.\d\d\u00a0€/);
    expect(mail.text).not.toContain('Subtotal'); // no discount: no subtotal and discount rows
    expect(mail.text).toContain('Billing address\n  Ana García\n  Calle Mayor 1\n  2º B\n  28013 Madrid');
    expect(mail.text).toContain('Shipping address\n  Luis Pérez\n  Calle Luna 5');
    expect(mail.text).toContain(`for ${GUEST_LINK_TTL_DAYS} days`);

    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SHOP}/orders/${order.code}`);
    const token = link.searchParams.get('access_token') ?? '';
    const guest = await getJson(shop.app, `/api/orders/guest/${order.code}/${token}?language=en`);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ code: order.code, status: 'RECEIVED' });
  });

  it('is in Castellano by default, and a repeated authorisation mails nothing more', async () => {
    const { user, order } = await buyer();
    const answers = await payThroughFlow(shop.app, user, order, FRICTIONLESS);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(`Tu pedido ${order.code} en Olmo`);
    expect(mail.text).toContain(`- ${order.lines[0]!.nameEs}: 1 × `);
    await authorize(shop.app, user, order, answers.serverTransId ?? '', FRICTIONLESS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.outbox.filter((sent) => sent.to === user.email)).toHaveLength(1);
  });

  it('names the delivery method the customer chose', async () => {
    const { user, order } = await buyer();
    await shop.db
      .updateTable('orders')
      .set({ delivery_method: 'studio_pickup' })
      .where('id', '=', order.id)
      .execute();
    await payThroughFlow(shop.app, user, order, FRICTIONLESS, { language: 'en' });
    expect((await mailTo(user.email)).text).toContain(
      'Delivery: pick-up at the studio, ready in 2 working days',
    );
  });

  it('is not sent for a declined payment', async () => {
    const { user, order } = await buyer();
    await payThroughFlow(shop.app, user, order, DECLINED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.outbox.filter((sent) => sent.to === user.email)).toEqual([]);
  });
});
