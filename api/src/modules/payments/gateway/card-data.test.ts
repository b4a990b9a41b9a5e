import { sql } from 'kysely';
import {
  type AcceptedCardScheme,
  InitiateAuthorizationRequestSchema,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_TEST_CARDS,
} from 'shared-contracts';
import { type TestApp, createTestApp } from '../../../testing/test-app';
import { PaymentGatewayError } from './gateway-errors';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { SandboxLedger } from './sandbox/sandbox-ledger';
import { formOf, postForm } from './testing/frame-page-reader';
import {
  authenticationCard,
  authorizationCard,
  BROWSER_DATA,
  newOrder,
  TestClock,
  versionCheck,
} from './testing/payment-test-kit';
import { ThreeDSTransactionsRepository } from './threeds-transactions.repository';

// PCI DSS (docs/security.md, docs/payments.md): after every test card has been paid for, through the
// processor and its pages, neither the database nor the log holds a full card number, and
// nothing holds the CVC.

const CVC = '731';
const CARDS = Object.values(SANDBOX_TEST_CARDS).flatMap((numbers) =>
  Object.entries(numbers).map(([scheme, number]) => ({ scheme: scheme as AcceptedCardScheme, number })),
);
const NUMBERS = CARDS.map((card) => card.number);

let shop: TestApp;
let gateway: SandboxGateway;
const clock = new TestClock();
const logLines: string[] = [];

beforeAll(async () => {
  shop = await createTestApp({}, { now: clock.now, logStream: { write: (line) => logLines.push(line) } });
  gateway = new SandboxGateway(
    new ThreeDSTransactionsRepository(shop.db),
    new SandboxLedger(shop.db),
    clock.now,
  );
  for (const { scheme, number } of CARDS) await payThroughThePages(number, scheme);
  // A refusal, logged as the payments routes log errors.
  const refusal = await gateway
    .checkVersion(versionCheck(await newOrder(shop.db), 'VISA', '4222000006285345'))
    .catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(PaymentGatewayError);
  shop.app.log.error({ err: refusal }, 'payment refused');
});
afterAll(async () => {
  await gateway?.close();
  await shop?.close();
});

async function payThroughThePages(number: string, scheme: AcceptedCardScheme) {
  const order = await newOrder(shop.db);
  const version = await gateway.checkVersion(versionCheck(order, scheme, number));
  const serverTransId = version.server_trans_id;
  if (version.action === 'gather_device_data') {
    const method = await postForm(shop.app, version.method_url, {
      threeDSMethodData: version.encoded_method_data,
    });
    const form = formOf(method.body, 'continue');
    await postForm(shop.app, form?.action ?? '', form?.fields ?? {});
  }
  const authentication = await gateway.initiateAuthentication({
    serverTransId,
    order,
    card: authenticationCard(number, scheme),
    browserData: BROWSER_DATA,
    language: 'es',
  });
  if (authentication.action === 'CHALLENGE') {
    const page = await postForm(shop.app, authentication.url, { creq: authentication.encoded_creq });
    const challenge = formOf(page.body, 'challenge');
    const answered = await postForm(shop.app, challenge?.action ?? '', {
      ...challenge?.fields,
      code: SANDBOX_CHALLENGE_CODE,
    });
    const form = formOf(answered.body, 'continue');
    await postForm(shop.app, form?.action ?? '', form?.fields ?? {});
  }
  await gateway.challengeResult(serverTransId);
  const card = authorizationCard(number, scheme, CVC);
  await gateway.authorize({ serverTransId, order, card, idempotencyKey: `${order.id}-1` });
  // Should a route log the request it was given, redaction still hides the card.
  const body = InitiateAuthorizationRequestSchema.parse({
    server_trans_id: serverTransId,
    order_code: 'EST-0001',
    card_details: card,
    amount: 1289.5,
    currency: 'EUR',
  });
  shop.app.log.info({ body, card_number: number }, 'payment request');
}

describe('card data', () => {
  it('no table of the database holds a full card number or the CVC', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(shop.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['threeds_transactions', 'payments', 'orders']),
    );
    for (const { table_name: table } of tables.rows) {
      const rows = await sql<{ found: number }>`
        select count(*)::int as found from ${sql.table(table)} as t
        where ${sql.join(
          NUMBERS.map((number) => sql`t::text like ${`%${number}%`}`),
          sql` or `,
        )}`.execute(shop.db);
      expect({ table, found: rows.rows[0]?.found }).toEqual({ table, found: 0 });
    }
  });

  it('a 3-D Secure transaction keeps the brand and last four digits, and no CVC', async () => {
    const rows = await shop.db.selectFrom('threeds_transactions').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(CARDS.length);
    for (const row of rows) {
      expect(row.last4).toMatch(/^\d{4}$/);
      const { created_at: _c, updated_at: _u, expires_at: _e, ...values } = row;
      expect(Object.values(values)).not.toContain(CVC);
    }
  });

  it('the log holds neither a full card number nor the CVC, even of the requests logged on purpose', () => {
    const log = logLines.join('');
    expect(logLines.some((line) => line.includes('/api/sandbox-acs/challenge/answer'))).toBe(true);
    expect(logLines.filter((line) => line.includes('"payment request"'))).toHaveLength(CARDS.length);
    expect(log).toContain('payment refused');
    for (const number of NUMBERS) expect(log).not.toContain(number);
    expect(log).not.toMatch(new RegExp(`"${CVC}"`));
    expect(log).toContain('"cvn":"[redacted]"');
  });
});
