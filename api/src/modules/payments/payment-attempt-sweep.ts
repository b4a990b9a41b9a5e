import { type FastifyBaseLogger } from 'fastify';
import { type ChargeInput, type PaymentGateway, type ProcessorCharge } from './gateway/payment-gateway';
import {
  type PaymentAttempt,
  type PaymentAttemptsRepository,
  UNSETTLED_STATES,
  type UnsettledState,
} from './payment-attempts.repository';

export interface AttemptSweepTiming {
  /** An attempt unsettled this long is no longer its request's: a sweep settles it. */
  dueAfterMs: number;
  /** How often each instance sweeps (and once when it starts). */
  everyMs: number;
  /** A claim this old was a sweep's that died: another takes it. */
  claimLapsesAfterMs: number;
}

/** Past any charge's few seconds, and past a crowd's waits for the products' locks. */
export const ATTEMPT_SWEEP: AttemptSweepTiming = {
  dueAfterMs: 2 * 60_000,
  everyMs: 30_000,
  claimLapsesAfterMs: 60_000,
};

/** At most this many attempts per sweep; the rest wait for the next. */
const PER_SWEEP = 50;

/**
 * What became of an attempt: nothing was charged (abandoned), its charge was voided or
 * captured, or the processor and the shop disagree and it is left for a person (logged as an
 * error on every sweep until then).
 */
export type AttemptDecision = 'abandoned' | 'voided' | 'captured' | 'unresolved';

export interface SettledAttempt {
  decision: AttemptDecision;
  attemptId: number;
  /** The order's code, or null when the checkout has since deleted the order. */
  orderCode: string | null;
  reference: string | null;
}

export interface PaymentAttemptSweepDependencies {
  attempts: PaymentAttemptsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  timing?: AttemptSweepTiming;
}

/**
 * Every authorisation accounted for (issue 27). An attempt is committed before the processor
 * is asked and settled with the sale; one still pending past the deadline belongs to a
 * request that died (its instance killed before, during or after the charge), one paid and
 * not captured to a request that died after the commit. Every instance sweeps them (at start
 * and every `everyMs`), each attempt claimed first so that one instance settles it, and asks
 * the processor what really happened:
 *
 * - no charge: nothing to give back; the attempt is abandoned;
 * - a charge, and the order RECEIVED with an authorised payment of that reference: captured;
 * - a charge the order was not paid by (still PAYMENT, paid by another, or deleted): voided.
 *
 * The claim cannot race a sale: a sale holds the attempt's row from before it charges until it
 * commits, and a claim is a conditional UPDATE that waits for it and then finds it settled;
 * once claimed, the sale refuses the attempt before charging. A request whose sale failed after
 * asking the processor settles its own attempt the same way at once (`settle`).
 */
export class PaymentAttemptSweep {
  private readonly timing: AttemptSweepTiming;

  constructor(private readonly deps: PaymentAttemptSweepDependencies) {
    this.timing = deps.timing ?? ATTEMPT_SWEEP;
  }

  get everyMs(): number {
    return this.timing.everyMs;
  }

  /** Settles the attempts due, logging each decision (order code and reference, no card data). */
  async sweep(log: FastifyBaseLogger): Promise<SettledAttempt[]> {
    const now = this.deps.now().getTime();
    const due = await this.deps.attempts.due(
      new Date(now - this.timing.dueAfterMs),
      new Date(now - this.timing.claimLapsesAfterMs),
      PER_SWEEP,
    );
    const settled: SettledAttempt[] = [];
    for (const attempt of due) {
      const outcome = await this.settle(attempt, log);
      if (!outcome) continue;
      settled.push(outcome);
      const context = { orderCode: outcome.orderCode, reference: outcome.reference, attemptId: attempt.id };
      if (outcome.decision !== 'unresolved') log.warn(context, SWEPT[outcome.decision]);
    }
    return settled;
  }

  /**
   * Claims the attempt (as it was in `attempt.state`) and settles it from what the processor
   * says: undefined when it had moved on or another instance holds it. A failure lets go of
   * the claim for the next sweep and is logged.
   */
  async settle(
    attempt: Pick<PaymentAttempt, 'id' | 'order_id' | 'idempotency_key' | 'amount_cents' | 'state'>,
    log: FastifyBaseLogger,
  ): Promise<SettledAttempt | undefined> {
    const state = UNSETTLED_STATES.find((unsettled) => unsettled === attempt.state);
    if (!state) return undefined;
    const { attempts, now } = this.deps;
    const at = now();
    const lapsed = new Date(at.getTime() - this.timing.claimLapsesAfterMs);
    if (!(await attempts.claim(attempt.id, state, at, lapsed))) return undefined;
    try {
      return await this.decide({ ...attempt, state }, log);
    } catch (error) {
      await attempts.release(attempt.id).catch(() => undefined);
      log.error(
        { err: error, attemptId: attempt.id, orderId: attempt.order_id },
        'payment attempt not settled: the next sweep tries again',
      );
      return { decision: 'unresolved', attemptId: attempt.id, orderCode: null, reference: null };
    }
  }

  private async decide(
    attempt: Pick<PaymentAttempt, 'id' | 'order_id' | 'idempotency_key' | 'amount_cents'> & {
      state: UnsettledState;
    },
    log: FastifyBaseLogger,
  ): Promise<SettledAttempt> {
    const { attempts, gateway } = this.deps;
    const charge = await gateway.findCharge(attempt.idempotency_key);
    const order = await attempts.orderOf(attempt.order_id);
    const paidByIt =
      charge !== undefined &&
      order !== undefined &&
      order.status !== 'PAYMENT' &&
      order.reference === charge.reference;
    const settled = (decision: AttemptDecision): SettledAttempt => ({
      decision,
      attemptId: attempt.id,
      orderCode: order?.code ?? null,
      reference: charge?.reference ?? null,
    });
    const move = async (to: 'abandoned' | 'voided' | 'captured') => {
      const reference = charge?.reference;
      await attempts.move(attempt.id, attempt.state, to, {
        at: this.deps.now(),
        claimed: true,
        ...(reference ? { reference } : {}),
      });
      return settled(to);
    };
    const unresolved = async (why: string) => {
      await attempts.release(attempt.id);
      log.error(
        { orderCode: order?.code ?? null, orderId: attempt.order_id, reference: charge?.reference ?? null },
        `payment attempt left for a person: ${why}`,
      );
      return settled('unresolved');
    };

    if (paidByIt) {
      if (charge.state === 'voided') return unresolved('the order is paid by a charge the processor voided');
      if (charge.state === 'authorized') await gateway.captureCharge(this.chargeInput(attempt, charge));
      return move('captured');
    }
    if (attempt.state === 'settled_paid')
      return unresolved('the sale was recorded but the processor has no such charge');
    if (!charge) return move('abandoned');
    if (charge.state === 'captured') return unresolved('captured for an order it did not pay: refund it');
    if (charge.state === 'authorized') await gateway.voidCharge(this.chargeInput(attempt, charge));
    return move('voided');
  }

  private chargeInput(
    attempt: Pick<PaymentAttempt, 'order_id' | 'idempotency_key' | 'amount_cents'>,
    charge: ProcessorCharge,
  ): ChargeInput {
    return {
      reference: charge.reference,
      order: { id: attempt.order_id, userId: null, amountCents: attempt.amount_cents },
      idempotencyKey: attempt.idempotency_key,
    };
  }
}

const SWEPT: Record<Exclude<AttemptDecision, 'unresolved'>, string> = {
  abandoned: 'payment attempt swept: nothing was charged',
  voided: 'payment attempt swept: the charge was voided',
  captured: 'payment attempt swept: the charge was captured',
};
