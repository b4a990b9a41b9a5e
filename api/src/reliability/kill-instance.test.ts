import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getUserOrdersCall } from 'shared-contracts';
import { type Db } from '../db/database';
import { testDatabaseUrl } from '../testing/test-database';
import { authorizePayment } from './crowd-buyers';
import {
  formatFigures,
  isStockRefusal,
  isSuccess,
  type PaymentAttempt,
  readFacts,
  tallyAnswers,
} from './crowd-census';
import { payAtOnce } from './crowd-payment';
import { useCrowdScene } from './crowd-scene';
import { restartInstance } from './load-instances';
import { loadSettings } from './load-settings';

// Issue 13 item 3, SIGKILL in the middle of a crowd: one of the two API instances is killed
// (no shutdown, no rollback of its own) once the first payments have been answered, while
// its other requests are in flight. No paid order is lost, no order is RECEIVED without its
// stock taken (or the reverse), the buyers whose calls got no answer retry on the surviving
// instance and are paid or told the stock ran out, and the killed instance starts again with
// nothing to repair: PostgreSQL rolled its open transactions back when its connections died.

const serverUrl = testDatabaseUrl();
const { buyers: BUYERS, units: UNITS } = loadSettings();
const onPostgres = serverUrl ? describe : describe.skip;
const SURVIVOR = 0;
const VICTIM = 1;
/** The victim is killed once the stock is down to this: payments have started, most units are still on sale. */
const KILL_AT_STOCK = 8;

onPostgres(
  `SIGKILL of one of 2 API instances while ${BUYERS} buyers pay for the last ${UNITS} units (PostgreSQL only: skipped on PGlite)`,
  () => {
    const crowdScene = useCrowdScene(serverUrl ?? '', { buyers: BUYERS, units: UNITS });

    it(
      'loses no paid order, keeps stock and orders in step, keeps serving, and restarts with nothing to repair',
      async () => {
        const { database, cluster, client, product, buyers } = crowdScene();
        const { db } = database.handle;
        const victim = cluster.instances[VICTIM]!;
        const victimExited = new Promise((resolve) => victim.process.once('exit', resolve));
        let killed = false;
        const answeredBeforeKill = [0, 0];
        const onReply = ({ instance, reply }: PaymentAttempt) => {
          if (!killed && reply.answered)
            answeredBeforeKill[instance] = (answeredBeforeKill[instance] ?? 0) + 1;
        };
        // The cue is the database's: once the first units are sold, with the rest still on sale.
        const stockAtKill = killWhenStockFalls(db, product.id, KILL_AT_STOCK, () => {
          killed = true;
          victim.process.kill('SIGKILL');
        });

        const crowd = await payAtOnce(client, cluster.urls, buyers, product, { onReply });
        await victimExited;
        // Paid before the kill, the answer lost with the instance: the retry must replay the success.
        const atKill = await readFacts(db, product.id, buyers);
        // The buyers left without an answer retry on the surviving instance, as a balancer would send them.
        const unanswered = crowd.filter((attempt) => !attempt.reply.answered);
        const paidUnanswered = unanswered.filter(({ buyer }) => atKill.receivedCodes.has(buyer.orderCode));
        const retries = await Promise.all(
          unanswered.map(async ({ buyer }) => ({
            buyer,
            instance: SURVIVOR,
            reply: await authorizePayment(client, cluster.urls[SURVIVOR]!, buyer, product),
          })),
        );

        const victimDataDir = victim.dataDir;
        const restarted = await restartInstance(cluster, VICTIM);
        const facts = await readFacts(db, product.id, buyers);
        // A buyer refused on the survivor asks the restarted instance again, and sees their orders there.
        const refused = buyers.find((buyer) => !facts.receivedCodes.has(buyer.orderCode))!;
        const paid = buyers.find((buyer) => facts.receivedCodes.has(buyer.orderCode))!;
        const refusedAgain = await authorizePayment(client, restarted.baseUrl, refused, product);
        const paidOrders = await client.call(
          restarted.baseUrl,
          getUserOrdersCall,
          { params: { userId: paid.userId } },
          paid.headers,
        );

        const mailed = await confirmationMailsIn([cluster.instances[SURVIVOR]!.dataDir, victimDataDir]);
        const all = [...crowd, ...retries];
        const crowdTally = tallyAnswers(crowd, product.id);
        const retryTally = tallyAnswers(retries, product.id);
        const toldPaid = new Set(all.filter((a) => isSuccess(a.reply)).map((a) => a.buyer.orderCode));
        console.log(
          formatFigures(
            `SIGKILL during a crowd: ${BUYERS} buyers, ${UNITS} units, instance ${VICTIM} killed`,
            [
              ['stock when killed', await stockAtKill],
              ['answers before the kill (per instance)', answeredBeforeKill.join(' + ')],
              ['crowd: success / 409 stock', `${crowdTally.success} / ${crowdTally.stockRefusals}`],
              ['crowd: no answer (killed)', crowdTally.unanswered],
              ['crowd: other / 5xx', `${JSON.stringify(crowdTally.other)} / ${crowdTally.serverErrors}`],
              ['retried on the survivor', retries.length],
              ['of them paid before the kill, unanswered', paidUnanswered.length],
              ['retries: success / 409 stock', `${retryTally.success} / ${retryTally.stockRefusals}`],
              [
                'retries: other / 5xx / none',
                `${JSON.stringify(retryTally.other)} / ${retryTally.serverErrors} / ${retryTally.unanswered}`,
              ],
              ['buyers told paid', toldPaid.size],
              ['orders RECEIVED', facts.ordersReceived],
              ['units in RECEIVED orders', facts.unitsReceived],
              ['stock taken (initial - now)', UNITS - facts.stock],
              ['orders in PAYMENT / elsewhere', `${facts.ordersInPayment} / ${facts.ordersElsewhere}`],
              ['RECEIVED without exactly one payment', facts.receivedWithoutOnePayment],
              [
                'confirmation mails written / owed',
                `${mailed} / ${facts.confirmationsOwed} for ${facts.ordersReceived} paid orders`,
              ],
              ['payment rows of unpaid orders', facts.paymentsOfUnpaidOrders],
              [
                'sessions left in a transaction',
                `${atKill.sessionsInTransaction} after the kill, ${facts.sessionsInTransaction} after the restart`,
              ],
              [
                'restarted instance: refused buyer pays again',
                `${refusedAgain.answered ? refusedAgain.status : 'no answer'}`,
              ],
            ],
          ),
        );

        // No 5xx anywhere; the survivor answered every retry, with a payment or the stock message.
        expect(crowdTally.serverErrors + retryTally.serverErrors).toBe(0);
        expect(retryTally.unanswered).toBe(0);
        expect(retryTally.success + retryTally.stockRefusals).toBe(retries.length);
        for (const { reply } of crowd)
          if (reply.answered) expect(isSuccess(reply) || isStockRefusal(reply, product.id)).toBe(true);
        // No paid order lost, none paid unknown to its buyer, and every unit sold exactly once.
        expect([...toldPaid].sort()).toEqual([...facts.receivedCodes].sort());
        expect(facts.ordersReceived).toBe(UNITS);
        expect(facts.unitsReceived).toBe(UNITS - facts.stock);
        expect(facts.stock).toBe(0);
        expect(facts.receivedWithoutOnePayment).toBe(0);
        expect(facts.paymentsOfUnpaidOrders).toBe(0);
        // A confirmation the killed instance did not mail is owed, for the next sweep to send.
        expect(mailed + facts.confirmationsOwed).toBeGreaterThanOrEqual(facts.ordersReceived);
        // Nothing to repair: only PAYMENT (payable again, or dropped by the next checkout) and RECEIVED.
        expect(facts.ordersElsewhere).toBe(0);
        expect(facts.ordersInPayment).toBe(BUYERS - UNITS);
        expect(facts.sessionsInTransaction).toBe(0);
        expect(isStockRefusal(refusedAgain, product.id)).toBe(true);
        expect(paidOrders).toMatchObject({
          answered: true,
          status: 200,
          body: [expect.objectContaining({ code: paid.orderCode, status: 'RECEIVED' })],
        });
      },
      120_000 + BUYERS * 200,
    );
  },
);

/**
 * Polls the product's stock and calls `kill` as soon as it is at or below `threshold`;
 * resolves to the stock seen then (or, after a minute without, to the stock, unkilled).
 */
async function killWhenStockFalls(db: Db, productId: number, threshold: number, kill: () => void) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { stock } = await db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    if (stock <= threshold || Date.now() > deadline) {
      if (stock <= threshold) kill();
      return stock;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Order confirmation mails in the instances' file outboxes (mail/mailer.ts: one .eml each). */
async function confirmationMailsIn(dataDirs: readonly string[]): Promise<number> {
  // Mail is sent after the answer: give the survivor's last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let count = 0;
  for (const dir of dataDirs) {
    const outbox = join(dir, 'outbox');
    if (existsSync(outbox)) count += readdirSync(outbox).filter((name) => name.endsWith('.eml')).length;
  }
  return count;
}
