import { type Db } from '../db/database';
import { type PaymentAttemptState } from '../db/schema';

// Every authorisation accounted for (issue 27): the sandbox processor's charges of some orders
// against the shop's orders, payments and payment attempts.

export interface ChargeCensus {
  orders: number;
  received: number;
  inPayment: number;
  /** Codes of the RECEIVED orders. */
  receivedCodes: Set<string>;
  charges: number;
  captured: number;
  voided: number;
  /** Still holding the amount: neither captured nor voided. */
  authorized: number;
  /**
   * Charges not accounted for: any charge neither voided nor captured for a RECEIVED order
   * whose one authorised payment has its reference.
   */
  unaccounted: number;
  /** RECEIVED orders without exactly one captured charge, the one their payment names. */
  receivedWithoutItsCapture: number;
  /** Payment attempts by state. */
  attempts: Partial<Record<PaymentAttemptState, number>>;
  /** Attempts pending, or paid and not captured: a sweep still owes them. */
  unsettled: number;
}

export async function readChargeCensus(db: Db, orderIds: readonly number[]): Promise<ChargeCensus> {
  if (orderIds.length === 0) throw new Error('a census of no orders');
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'code', 'status'])
    .where('id', 'in', orderIds)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'reference'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'authorized')
    .execute();
  const charges = await db
    .selectFrom('sandbox_charges')
    .select(['order_id', 'reference', 'state'])
    .where('order_id', 'in', orderIds)
    .execute();
  const attempts = await db
    .selectFrom('payment_attempts')
    .select('state')
    .where('order_id', 'in', orderIds)
    .execute();

  const received = orders.filter((order) => order.status === 'RECEIVED');
  const receivedIds = new Set(received.map((order) => order.id));
  const paidReferences = (orderId: number) =>
    payments.filter((payment) => payment.order_id === orderId).map((payment) => payment.reference);
  const capturedFor = (orderId: number) =>
    charges.filter((charge) => charge.order_id === orderId && charge.state === 'captured');
  const accounted = (charge: (typeof charges)[number]) => {
    if (charge.state === 'voided') return true;
    if (charge.state !== 'captured' || !receivedIds.has(charge.order_id)) return false;
    const references = paidReferences(charge.order_id);
    return references.length === 1 && references[0] === charge.reference;
  };
  const byState: Partial<Record<PaymentAttemptState, number>> = {};
  for (const { state } of attempts) byState[state] = (byState[state] ?? 0) + 1;

  return {
    orders: orders.length,
    received: received.length,
    inPayment: orders.filter((order) => order.status === 'PAYMENT').length,
    receivedCodes: new Set(received.map((order) => order.code)),
    charges: charges.length,
    captured: charges.filter((charge) => charge.state === 'captured').length,
    voided: charges.filter((charge) => charge.state === 'voided').length,
    authorized: charges.filter((charge) => charge.state === 'authorized').length,
    unaccounted: charges.filter((charge) => !accounted(charge)).length,
    receivedWithoutItsCapture: received.filter((order) => {
      const captured = capturedFor(order.id);
      const references = paidReferences(order.id);
      return captured.length !== 1 || references.length !== 1 || captured[0]!.reference !== references[0];
    }).length,
    attempts: byState,
    unsettled: (byState.pending ?? 0) + (byState.settled_paid ?? 0),
  };
}
