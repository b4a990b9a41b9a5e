import { getUserOrderCall } from 'shared-contracts';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { KILL_POINTS } from '../modules/payments/test-hooks';
import { testDatabaseUrl } from '../testing/test-database';
import { type ChargeCensus, readChargeCensus } from './charge-census';
import {
  authorizePayment,
  type Buyer,
  checkoutUntilPayment,
  clientAddress,
  createBuyers,
  type CrowdProduct,
  inBatches,
} from './crowd-buyers';
import { formatFigures, isSuccess } from './crowd-census';
import { createLoadDatabase, type LoadDatabase } from './load-database';
import { LoadClient, type Reply } from './load-http';
import { instanceEnv } from './load-instances';
import { killStepBuyers } from './load-settings';

// Issue 27, every authorisation accounted for: an API instance is killed with SIGKILL at each
// step of an authorisation (SHOP_TEST_KILL_AT, honoured under NODE_ENV=test only): before the
// processor is asked (the attempt committed), after it charged (the sale not committed), after
// the sale committed (the charge not captured). Its buyers get no answer. Then the surviving
// instance's sweep (due after SWEEP_MS there) settles what the dead one left, and afterwards
// every charge at the processor is captured for exactly one RECEIVED order whose payment names
// it, or voided; no order is RECEIVED without its captured charge; every attempt is settled;
// each buyer's order page says PAYMENT or RECEIVED as the database does; and the buyers still
// in PAYMENT pay again on the survivor, with the same 3-D Secure transaction.
// One buyer per step in `npm test` (api-postgres); a tenth of LOAD_BUYERS in `npm run test:load`.

const serverUrl = testDatabaseUrl();
const BUYERS = killStepBuyers();
const onPostgres = serverUrl ? describe : describe.skip;
/** The survivor sweeps this often, and settles attempts unsettled this long. */
const SWEEP_MS = 1000;
/** Shoppers going through the checkout at once while a step's scene is set. */
const SETUP_CONCURRENCY = 24;

onPostgres(
  `SIGKILL at each step of an authorisation, ${BUYERS} buyer(s) per step (PostgreSQL only: skipped on PGlite)`,
  () => {
    const client = new LoadClient();
    let database: LoadDatabase | undefined;
    let survivor: RunningShop | undefined;
    let env: Record<string, string> = {};
    let products: CrowdProduct[] = [];

    beforeAll(async () => {
      database = await createLoadDatabase(serverUrl ?? '');
      env = { ...instanceEnv(database.url), NODE_ENV: 'test' };
      survivor = await startShop({ ...env, SHOP_TEST_ATTEMPT_SWEEP_MS: String(SWEEP_MS) });
      const { db } = database.handle;
      await db.updateTable('products').set({ stock: 100_000 }).execute();
      const rows = await db.selectFrom('products').select(['id', 'price_cents']).orderBy('id').execute();
      products = rows.map((row) => ({ id: row.id, priceCents: row.price_cents }));
    }, 120_000);
    afterAll(async () => {
      client.close();
      if (survivor) await stopShop(survivor);
      await database?.drop();
    }, 60_000);

    it.each(KILL_POINTS.map((point, step) => [point, step] as const))(
      'killed %s: every charge captured for its paid order or voided, every buyer told the truth and paid',
      async (point, step) => {
        const { db } = database!.handle;
        const survivorUrl = survivor!.baseUrl;
        const buyers = await createBuyers(db, env.JWT_SECRET ?? '', BUYERS);
        // Addresses of this step's own, so earlier steps' calls count against no rate limit.
        for (const buyer of buyers)
          buyer.headers['x-forwarded-for'] = clientAddress(10_000 * (step + 1) + buyer.index);
        const productOf = (buyer: Buyer) => products[buyer.index % products.length]!;
        await inBatches(buyers, SETUP_CONCURRENCY, (buyer) =>
          checkoutUntilPayment(client, [survivorUrl], buyer, productOf(buyer)),
        );
        const orderIds = await orderIdsOf(database!, buyers);

        const victim = await startShop({ ...env, SHOP_TEST_KILL_AT: point });
        const death = new Promise<string | null>((resolve) =>
          victim.process.once('exit', (_code, signal) => resolve(signal)),
        );
        let replies: Reply[];
        try {
          replies = await Promise.all(
            buyers.map((buyer) => authorizePayment(client, victim.baseUrl, buyer, productOf(buyer))),
          );
        } finally {
          await Promise.race([death, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
          await stopShop(victim);
        }
        const signal = await death;

        const swept = await settledBySweep(database!, orderIds);
        const pages = await Promise.all(buyers.map((buyer) => orderPage(client, survivorUrl, buyer)));
        const toldPaid = buyers.filter((_, index) => isSuccess(replies[index]!));
        const inPayment = buyers.filter((buyer) => !swept.receivedCodes.has(buyer.orderCode));
        const retries = await Promise.all(
          inPayment.map((buyer) => authorizePayment(client, survivorUrl, buyer, productOf(buyer))),
        );
        const paid = await settledBySweep(database!, orderIds);
        const pagesAfter = await Promise.all(buyers.map((buyer) => orderPage(client, survivorUrl, buyer)));

        console.log(
          formatFigures(`SIGKILL ${point}: ${BUYERS} buyer(s), the instance died by ${signal}`, [
            ['answers from the killed instance', replies.filter((reply) => reply.answered).length],
            ...censusFigures('after the sweep', swept),
            ['order pages: PAYMENT / RECEIVED', tally(pages)],
            ['paid again on the survivor (200)', `${retries.filter(isSuccess).length} of ${retries.length}`],
            ...censusFigures('after paying again', paid),
            ['order pages: PAYMENT / RECEIVED', tally(pagesAfter)],
          ]),
        );

        expect(signal).toBe('SIGKILL');
        for (const census of [swept, paid]) {
          expect(census.authorized).toBe(0);
          expect(census.unaccounted).toBe(0);
          expect(census.receivedWithoutItsCapture).toBe(0);
          expect(census.unsettled).toBe(0);
          expect(census.received + census.inPayment).toBe(BUYERS);
        }
        // What died at each step: nothing charged; a charge voided; a sale captured by the sweep.
        if (point === 'before_charge') {
          expect(swept.charges).toBe(0);
          expect(swept.attempts.abandoned).toBeGreaterThan(0);
        }
        if (point === 'after_charge') {
          expect(swept.received).toBe(0);
          expect(swept.voided).toBeGreaterThan(0);
        }
        if (point === 'after_commit') expect(swept.received).toBeGreaterThan(0);
        // No buyer was told they paid unless their order is paid, and every page tells the database's truth.
        for (const buyer of toldPaid) expect(swept.receivedCodes).toContain(buyer.orderCode);
        expect(pages).toEqual(
          buyers.map((buyer) => (swept.receivedCodes.has(buyer.orderCode) ? 'RECEIVED' : 'PAYMENT')),
        );
        // A buyer whose charge was voided, or never made, pays again: once, captured.
        expect(retries.filter(isSuccess)).toHaveLength(inPayment.length);
        expect(paid.received).toBe(BUYERS);
        expect(paid.captured).toBe(BUYERS);
        expect(pagesAfter.every((status) => status === 'RECEIVED')).toBe(true);
      },
      120_000 + BUYERS * 2000,
    );
  },
);

async function orderIdsOf(database: LoadDatabase, buyers: readonly Buyer[]): Promise<number[]> {
  const rows = await database.handle.db
    .selectFrom('orders')
    .select('id')
    .where(
      'code',
      'in',
      buyers.map((buyer) => buyer.orderCode),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The census once no attempt is left unsettled (the survivor's sweep and captures done), or after 60 s. */
async function settledBySweep(database: LoadDatabase, orderIds: readonly number[]): Promise<ChargeCensus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const census = await readChargeCensus(database.handle.db, orderIds);
    if ((census.unsettled === 0 && census.authorized === 0) || Date.now() > deadline) return census;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The buyer's order page (GET /orders/{userId}/{code}) on an instance: its status, or what came instead. */
async function orderPage(client: LoadClient, url: string, buyer: Buyer): Promise<string> {
  const reply = await client.call(
    url,
    getUserOrderCall,
    { params: { userId: buyer.userId, orderCode: buyer.orderCode }, query: { language: 'es' } },
    buyer.headers,
  );
  if (!reply.answered) return `no answer: ${reply.error}`;
  return reply.status === 200 ? String((reply.body as { status: string }).status) : `HTTP ${reply.status}`;
}

function tally(statuses: readonly string[]): string {
  const count = (status: string) => statuses.filter((one) => one === status).length;
  const other = statuses.length - count('PAYMENT') - count('RECEIVED');
  return `${count('PAYMENT')} / ${count('RECEIVED')}${other > 0 ? ` (other: ${other})` : ''}`;
}

function censusFigures(when: string, census: ChargeCensus): [string, string | number][] {
  const attempts = Object.entries(census.attempts)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ');
  return [
    [`${when}: orders RECEIVED / PAYMENT`, `${census.received} / ${census.inPayment}`],
    [
      `${when}: charges captured / voided / authorized`,
      `${census.captured} / ${census.voided} / ${census.authorized} of ${census.charges}`,
    ],
    [`${when}: charges unaccounted for`, census.unaccounted],
    [`${when}: RECEIVED without its captured charge`, census.receivedWithoutItsCapture],
    [`${when}: attempts`, attempts],
  ];
}
