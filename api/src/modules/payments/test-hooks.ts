import { ATTEMPT_SWEEP, type AttemptSweepTiming } from './payment-attempt-sweep';

// What the reliability tests may ask of a running instance through its environment, honoured
// only under NODE_ENV=test (src/reliability/kill-at-each-step.test.ts); with any other
// NODE_ENV, production's included, these variables are never read.

/** The steps of an authorisation an instance can be killed at. */
export const KILL_POINTS = ['before_charge', 'after_charge', 'after_commit'] as const;
export type KillPoint = (typeof KILL_POINTS)[number];

const underTest = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'test';

/**
 * SHOP_TEST_KILL_AT=<point>: the instance kills itself with SIGKILL when a payment reaches
 * that step (no shutdown, no rollback of its own), as a machine that dies would.
 * before_charge: the attempt committed, the processor not asked; after_charge: the processor
 * charged, the sale not committed; after_commit: the sale committed, the charge not captured.
 */
export function killIfAskedAt(point: KillPoint, env: NodeJS.ProcessEnv = process.env): void {
  if (underTest(env) && env.SHOP_TEST_KILL_AT === point) process.kill(process.pid, 'SIGKILL');
}

/**
 * SHOP_TEST_ATTEMPT_SWEEP_MS=<ms>: attempts are due after that long and swept that often,
 * so a test need not wait the production deadline.
 */
export function attemptSweepTiming(env: NodeJS.ProcessEnv = process.env): AttemptSweepTiming {
  const ms = Number(env.SHOP_TEST_ATTEMPT_SWEEP_MS);
  if (!underTest(env) || !Number.isSafeInteger(ms) || ms <= 0) return ATTEMPT_SWEEP;
  return { ...ATTEMPT_SWEEP, dueAfterMs: ms, everyMs: ms };
}
