import { type Selectable } from 'kysely';
import { type Db } from '../../db/database';
import { type PaymentAttemptsTable, type PaymentAttemptState } from '../../db/schema';

export type PaymentAttempt = Selectable<PaymentAttemptsTable>;
export type NewPaymentAttempt = Pick<
  PaymentAttempt,
  'order_id' | 'server_trans_id' | 'idempotency_key' | 'amount_cents' | 'created_at'
>;

/** The states a sweep settles: still pending (maybe charged), or paid and not yet captured. */
export const UNSETTLED_STATES = ['pending', 'settled_paid'] as const;
export type UnsettledState = (typeof UNSETTLED_STATES)[number];

/**
 * SQL of the payment attempts (migration 0032). An attempt is written and committed before
 * the processor is asked; the sale settles it in its own transaction, holding its row; a
 * sweep claims it with a conditional UPDATE, which waits for a sale holding the row and then
 * finds it settled. Every change names the state it moves from.
 */
export class PaymentAttemptsRepository {
  constructor(private readonly db: Db) {}

  /** The newest attempt of this order with this 3-D Secure transaction, and how many there are. */
  async latest(orderId: number, serverTransId: string) {
    const rows = await this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('server_trans_id', '=', serverTransId)
      .orderBy('id', 'desc')
      .execute();
    return { latest: rows[0], count: rows.length };
  }

  /** Records the attempt, or finds the one already recorded under its key (a repeat, on any instance). */
  async record(attempt: NewPaymentAttempt): Promise<PaymentAttempt> {
    await this.db
      .insertInto('payment_attempts')
      .values(attempt)
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('idempotency_key', '=', attempt.idempotency_key)
      .executeTakeFirstOrThrow();
  }

  /** The attempt, its row locked until the sale's transaction ends: no sweep claims it meanwhile. */
  lock(id: number, trx: Db) {
    return trx
      .selectFrom('payment_attempts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** The sale's outcome, in its transaction (the row is locked: `lock`). */
  async settle(
    id: number,
    state: 'settled_paid' | 'settled_declined',
    reference: string | null,
    at: Date,
    trx: Db,
  ): Promise<void> {
    await trx
      .updateTable('payment_attempts')
      .set({ state, reference, settled_at: at })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .execute();
  }

  /**
   * Moves an attempt on from `from` (and lets go of any claim): false when it was no longer
   * there. Without `claimed`, only an attempt nobody has claimed.
   */
  async move(
    id: number,
    from: PaymentAttemptState,
    to: PaymentAttemptState,
    { at, reference, claimed }: { at: Date; reference?: string; claimed?: boolean },
  ): Promise<boolean> {
    let update = this.db
      .updateTable('payment_attempts')
      .set({ state: to, settled_at: at, claimed_at: null, ...(reference ? { reference } : {}) })
      .where('id', '=', id)
      .where('state', '=', from);
    if (!claimed) update = update.where('claimed_at', 'is', null);
    const moved = await update.executeTakeFirst();
    return (moved.numUpdatedRows ?? 0n) > 0n;
  }

  /** Attempts unsettled since before `before`, not claimed or whose claim expired before `claimExpiredBefore`, oldest first. */
  due(before: Date, claimExpiredBefore: Date, limit: number) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('state', 'in', UNSETTLED_STATES)
      .where((eb) => eb(eb.fn.coalesce('settled_at', 'created_at'), '<', before))
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', claimExpiredBefore)]))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes the attempt for this instance's sweep, if it is still in `state` and nobody holds a
   * live claim on it: false when a sale settled it meanwhile or another instance took it. A
   * sale holding its row makes this wait until the sale ends.
   */
  async claim(id: number, state: UnsettledState, at: Date, claimExpiredBefore: Date): Promise<boolean> {
    const taken = await this.db
      .updateTable('payment_attempts')
      .set({ claimed_at: at })
      .where('id', '=', id)
      .where('state', '=', state)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', claimExpiredBefore)]))
      .executeTakeFirst();
    return (taken.numUpdatedRows ?? 0n) > 0n;
  }

  /** Lets go of a claim whose attempt could not be settled: the next sweep tries again. */
  async release(id: number): Promise<void> {
    await this.db.updateTable('payment_attempts').set({ claimed_at: null }).where('id', '=', id).execute();
  }

  /** The attempt's order as it stands (it may be gone: the checkout deletes abandoned ones), with the reference that paid it. */
  orderOf(orderId: number) {
    return this.db
      .selectFrom('orders as o')
      .leftJoin('payments as p', (join) =>
        join.onRef('p.order_id', '=', 'o.id').on('p.status', '=', 'authorized'),
      )
      .select(['o.code', 'o.status', 'p.reference'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
  }
}
