import { getUserCartCall } from 'shared-contracts';
import { testDatabaseUrl } from '../testing/test-database';
import {
  formatFigures,
  isStockRefusal,
  isSuccess,
  type PaymentAttempt,
  readFacts,
  sampleStock,
  stockCheckConstraint,
  tallyAnswers,
} from './crowd-census';
import { payAtOnce, retryingBuyers } from './crowd-payment';
import { useCrowdScene } from './crowd-scene';
import { BALANCER_ADDRESS } from './load-instances';
import { loadSettings } from './load-settings';
import { startProbe } from './load-probe';

// Issue 13 item 2, a buying crowd: buyers spread over two API instances (separate processes,
// real HTTP) on one PostgreSQL database, each with an account and a cart of their own, pay at
// the same moment for a product with 10 units left, and some send their authorisation twice
// at once. Exactly 10 are paid, once each; everyone else is told the stock ran out and
// charged nothing; the stock ends at 0 and is never below; nothing answers 5xx.
// Small in `npm test` (api-postgres); `npm run test:load` runs it with 500 buyers.

const serverUrl = testDatabaseUrl();
const { buyers: BUYERS, retries: RETRIES, units: UNITS } = loadSettings();
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres(
  `${BUYERS} buyers over 2 API instances paying at once for the last ${UNITS} units, ${RETRIES} of them twice (PostgreSQL only: skipped on PGlite)`,
  () => {
    const crowdScene = useCrowdScene(serverUrl ?? '', { buyers: BUYERS, units: UNITS });

    it(
      `sells exactly ${UNITS}, charges each once, tells everyone else why, and never answers 5xx`,
      async () => {
        const scene = crowdScene();
        const { database, cluster, client, product, buyers } = scene;
        const { db } = database.handle;
        const retrying = retryingBuyers(BUYERS, RETRIES);
        const sampler = sampleStock(db, product.id);
        // A customer outside the crowd reading their cart on each instance in turn.
        const bystander = buyers[0]!;
        let turn = 0;
        const probe = startProbe(() =>
          client.call(
            cluster.urls[turn++ % cluster.urls.length]!,
            getUserCartCall,
            { body: { user_id: bystander.userId } },
            bystander.headers,
          ),
        );
        const started = performance.now();
        const attempts = await payAtOnce(client, cluster.urls, buyers, product, { retrying });
        const payingMs = Math.round(performance.now() - started);
        const stockSeen = await sampler.stop();
        const bystanderCalls = await probe.stop();
        const facts = await readFacts(db, product.id, buyers);
        const tally = tallyAnswers(attempts, product.id);
        const paidBuyers = new Set(attempts.filter((a) => isSuccess(a.reply)).map((a) => a.buyer.index));
        const refusedBuyers = buyers.filter((buyer) => !paidBuyers.has(buyer.index));
        const repliesOf = (index: number) => attempts.filter((a) => a.buyer.index === index);
        const retriesAgreeing = [...retrying].filter((index) => sameOutcome(repliesOf(index))).length;
        const perInstance = cluster.urls.map((_, i) => attempts.filter((a) => a.instance === i).length);

        console.log(
          formatFigures(`buying crowd: ${BUYERS} buyers, ${UNITS} units, ${RETRIES} sending twice`, [
            ['rate limits', `on, one client address per buyer (X-Forwarded-For via ${BALANCER_ADDRESS})`],
            ['checkouts before paying', `${scene.setupMs} ms`],
            [
              'authorisations sent',
              `${tally.sent} (${perInstance.join(' + ')} per instance) in ${payingMs} ms`,
            ],
            [
              'another call meanwhile',
              `median ${bystanderCalls.medianMs} ms, max ${bystanderCalls.maxMs} ms (${bystanderCalls.calls} calls, ${bystanderCalls.failed} failed)`,
            ],
            ['answered success', tally.success],
            ['answered 409 stock', tally.stockRefusals],
            ['other answers', JSON.stringify(tally.other)],
            ['answers 5xx', tally.serverErrors],
            ['no answer', tally.unanswered],
            ['buyers paid', paidBuyers.size],
            ['orders RECEIVED', facts.ordersReceived],
            ['orders still in PAYMENT', facts.ordersInPayment],
            ['stock after', facts.stock],
            ['lowest stock sampled', `${stockSeen.lowest} (${stockSeen.samples} samples)`],
            ['authorised payments', facts.authorizedPayments],
            ['RECEIVED without exactly one', facts.receivedWithoutOnePayment],
            ['payment rows of unpaid orders', facts.paymentsOfUnpaidOrders],
            ['double senders answered alike', `${retriesAgreeing} of ${retrying.size}`],
          ]),
        );

        expect(tally.serverErrors).toBe(0);
        expect(tally.unanswered).toBe(0);
        expect(facts.ordersReceived).toBe(UNITS);
        expect(facts.stock).toBe(0);
        expect(stockSeen.lowest).toBeGreaterThanOrEqual(0);
        expect(await stockCheckConstraint(db)).toBe('CHECK ((stock >= 0))');
        expect(facts.authorizedPayments).toBe(UNITS);
        expect(facts.receivedWithoutOnePayment).toBe(0);
        expect(facts.paymentsOfUnpaidOrders).toBe(0);
        // The buyers told "paid" are exactly those whose orders are RECEIVED.
        expect([...paidBuyers].map((index) => buyers[index]?.orderCode).sort()).toEqual(
          [...facts.receivedCodes].sort(),
        );
        // Everyone else was told why, by every answer they got: the stock ran out.
        for (const buyer of refusedBuyers)
          for (const { reply } of repliesOf(buyer.index))
            expect(isStockRefusal(reply, product.id)).toBe(true);
        // A double send is one purchase: both answers say the same.
        expect(retriesAgreeing).toBe(retrying.size);
      },
      120_000 + BUYERS * 200,
    );
  },
);

/** Whether a buyer's answers all say the same: all paid, or all refused for stock. */
function sameOutcome(attempts: readonly PaymentAttempt[]): boolean {
  const paid = attempts.map((attempt) => isSuccess(attempt.reply));
  return paid.every((value) => value === paid[0]);
}
