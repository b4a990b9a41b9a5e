import { THREE_DS } from 'shared-contracts';
import { type ThreeDSTransaction } from '../threeds-transactions.repository';

/**
 * A sandbox transaction lives 240 s from its last step (check-version, then authentication),
 * docs/spec.md §9's challenge frame timeout: a challenge expires 240 s after it starts.
 */
export const SANDBOX_TRANSACTION_LIFETIME_MS = THREE_DS.challengeTimeoutMs;

/** The issuer's challenge page waits 60 s for the code (docs/payments.md), then fails it. */
export const SANDBOX_CHALLENGE_ANSWER_MS = 60_000;

export const lifetimeFrom = (now: Date): Date => new Date(now.getTime() + SANDBOX_TRANSACTION_LIFETIME_MS);

export const hasExpired = (row: Pick<ThreeDSTransaction, 'expires_at'>, now: Date): boolean =>
  now.getTime() >= new Date(row.expires_at).getTime();

/**
 * When the shopper's time for the code ends. A challenge's expires_at is set when it starts,
 * one lifetime ahead, and no later step moves it: the start is expires_at less the lifetime.
 */
export function challengeAnswerDeadline(row: Pick<ThreeDSTransaction, 'expires_at'>): Date {
  const startedAt = new Date(row.expires_at).getTime() - SANDBOX_TRANSACTION_LIFETIME_MS;
  return new Date(startedAt + SANDBOX_CHALLENGE_ANSWER_MS);
}
