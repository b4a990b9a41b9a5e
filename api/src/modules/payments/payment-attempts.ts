import { type OrderToPay } from './gateway/payment-gateway';
import { type PaymentAttempt, type PaymentAttemptsRepository } from './payment-attempts.repository';

/**
 * The idempotency key of an order's attempts with one 3-D Secure transaction: the first is
 * `order-<id>:<serverTransId>`, so a repeated request finds it; a later one, after the first
 * was voided or found to have charged nothing, adds its number. A voided charge's key is
 * never used again: the processor would answer it with that charge, not a new one.
 */
export const idempotencyKeyOf = (orderId: number, serverTransId: string, attemptNumber = 1) =>
  attemptNumber === 1
    ? `order-${orderId}:${serverTransId}`
    : `order-${orderId}:${serverTransId}:${attemptNumber}`;

/**
 * Whether a request may go on with this attempt: not closed (voided, abandoned) and, while
 * pending, not taken by a sweep. A settled one answers its outcome again.
 */
export function isOpen(attempt: Pick<PaymentAttempt, 'state' | 'claimed_at'>): boolean {
  if (attempt.state === 'voided' || attempt.state === 'abandoned') return false;
  return attempt.state !== 'pending' || attempt.claimed_at === null;
}

/**
 * The attempt this request goes on with, committed before anything is charged: the last one
 * of the order and transaction if still open (a repeat, or a retry after the instance died),
 * otherwise a new one with the next key. Two requests opening the next one at once get the
 * same row (the key is unique).
 */
export async function openAttempt(
  attempts: PaymentAttemptsRepository,
  order: OrderToPay,
  serverTransId: string,
  now: Date,
): Promise<PaymentAttempt> {
  const { latest, count } = await attempts.latest(order.id, serverTransId);
  if (latest && isOpen(latest)) return latest;
  return attempts.record({
    order_id: order.id,
    server_trans_id: serverTransId,
    idempotency_key: idempotencyKeyOf(order.id, serverTransId, count + 1),
    amount_cents: order.amountCents,
    created_at: now,
  });
}
