import { sql } from 'kysely';
import { type Db } from '../db/database';
import { type Buyer } from './crowd-buyers';
import { type Reply } from './load-http';

// What a crowd came to: the answers the buyers got, and what the database holds afterwards.

export interface PaymentAttempt {
  buyer: Buyer;
  /** Which instance it was sent to. */
  instance: number;
  reply: Reply;
}

export interface AnswerTally {
  sent: number;
  success: number;
  /** 409 with the stock message of docs/spec.md §8 for the product, and nothing else. */
  stockRefusals: number;
  serverErrors: number;
  /** No answer at all: the connection refused or reset (a killed instance). */
  unanswered: number;
  /** Any other answer, by status. */
  other: Record<string, number>;
}

/** The refusal of a buyer who came too late: 409 `stock.<id>` 'No hay 1 disponibles' (docs/spec.md §8). */
export function isStockRefusal(reply: Reply, productId: number): boolean {
  if (!reply.answered || reply.status !== 409) return false;
  const errors = (reply.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  return (
    Object.keys(errors).length === 1 &&
    JSON.stringify(errors[`stock.${productId}`]) === JSON.stringify(['No hay 1 disponibles'])
  );
}

export const isSuccess = (reply: Reply): boolean =>
  reply.answered && reply.status === 200 && (reply.body as { status?: string } | null)?.status === 'success';

export function tallyAnswers(attempts: readonly PaymentAttempt[], productId: number): AnswerTally {
  const tally: AnswerTally = {
    sent: attempts.length,
    success: 0,
    stockRefusals: 0,
    serverErrors: 0,
    unanswered: 0,
    other: {},
  };
  for (const { reply } of attempts) {
    if (!reply.answered) tally.unanswered += 1;
    else if (isSuccess(reply)) tally.success += 1;
    else if (isStockRefusal(reply, productId)) tally.stockRefusals += 1;
    else {
      if (reply.status >= 500) tally.serverErrors += 1;
      tally.other[reply.status] = (tally.other[reply.status] ?? 0) + 1;
    }
  }
  return tally;
}

export interface DatabaseFacts {
  stock: number;
  ordersReceived: number;
  ordersInPayment: number;
  /** Orders in any other state (SEND, DELIVERED): none should be. */
  ordersElsewhere: number;
  /** Units of the product in RECEIVED orders. */
  unitsReceived: number;
  /** Codes of the buyers' RECEIVED orders. */
  receivedCodes: Set<string>;
  authorizedPayments: number;
  /** RECEIVED orders without exactly one authorised payment. */
  receivedWithoutOnePayment: number;
  /** Payment rows (any status) of orders not RECEIVED: a refused buyer charged or half-charged. */
  paymentsOfUnpaidOrders: number;
  /** RECEIVED orders whose confirmation mail has not gone out yet (owed: sent by the next sweep). */
  confirmationsOwed: number;
  /** Sessions left inside a transaction, holding locks (a killed instance's, if PostgreSQL kept them). */
  sessionsInTransaction: number;
}

export async function readFacts(db: Db, productId: number, buyers: readonly Buyer[]): Promise<DatabaseFacts> {
  const userIds = buyers.map((buyer) => buyer.userId);
  const { stock } = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(['o.id', 'o.code', 'o.status', 'o.confirmation_mailed_at', 'l.quantity'])
    .where('o.user_id', 'in', userIds)
    .where('l.product_id', '=', productId)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'status'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .execute();
  const received = orders.filter((order) => order.status === 'RECEIVED');
  const receivedIds = new Set(received.map((order) => order.id));
  const authorizedOf = (id: number) =>
    payments.filter((payment) => payment.order_id === id && payment.status === 'authorized').length;
  const { inTransaction } = await sql<{ inTransaction: number }>`
    select count(*)::int as "inTransaction" from pg_stat_activity
    where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`
    .execute(db)
    .then((result) => result.rows[0] ?? { inTransaction: -1 });
  return {
    stock,
    ordersReceived: received.length,
    ordersInPayment: orders.filter((order) => order.status === 'PAYMENT').length,
    ordersElsewhere: orders.length - received.length - orders.filter((o) => o.status === 'PAYMENT').length,
    unitsReceived: received.reduce((sum, order) => sum + order.quantity, 0),
    receivedCodes: new Set(received.map((order) => order.code)),
    authorizedPayments: payments.filter((payment) => payment.status === 'authorized').length,
    receivedWithoutOnePayment: received.filter((order) => authorizedOf(order.id) !== 1).length,
    paymentsOfUnpaidOrders: payments.filter((payment) => !receivedIds.has(payment.order_id)).length,
    confirmationsOwed: received.filter((order) => order.confirmation_mailed_at === null).length,
    sessionsInTransaction: inTransaction,
  };
}

/** Whether products.stock carries its CHECK (stock >= 0): PostgreSQL itself refuses a negative stock. */
export async function stockCheckConstraint(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.conrelid = 'products'::regclass and c.contype = 'c'
      and pg_get_constraintdef(c.oid) like '%stock >= 0%'`.execute(db);
  return rows[0]?.definition;
}

/** Reads the product's stock every `everyMs` until stopped: the lowest value seen, and how often. */
export function sampleStock(db: Db, productId: number, everyMs = 10) {
  let lowest = Number.POSITIVE_INFINITY;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const row = await db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', productId)
        .executeTakeFirst();
      if (row) lowest = Math.min(lowest, row.stock);
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { lowest, samples };
    },
  };
}

/** A block of `label: value` lines for the test output, aligned. */
export function formatFigures(
  title: string,
  figures: readonly (readonly [string, string | number])[],
): string {
  const width = Math.max(...figures.map(([label]) => label.length));
  return [title, ...figures.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
}
