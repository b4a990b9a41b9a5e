import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { runLogger } from '../metrics/sweep-runs';

/** What a sweep hook drives: work an instance may have left owed in the database, and its end. */
export interface Sweepable {
  /** Starts, in the background, the work that is owed (never rejects: it logs its failures). */
  sweep(log: FastifyBaseLogger): void;
  /** Resolves once the work already started has finished. */
  idle(): Promise<void>;
}

/**
 * Work another instance died before doing (a mail owed) is kept in the database: every
 * instance sweeps it when it starts and every `everyMs`, and finishes what it started
 * before the app, and its database, close. With metrics, each run is counted under `name`
 * (numbered from the second sweep of one name on), and so is a run that logs an error.
 */
export function sweepInTheBackground(
  app: FastifyInstance,
  work: Sweepable,
  everyMs: number,
  name: string,
): void {
  const { metrics } = app;
  const label = metrics?.sweepKnown(name) ?? name;
  const sweep = () => {
    if (!metrics) return work.sweep(app.log);
    metrics.sweepStarted(label);
    work.sweep(runLogger(app.log, () => metrics.sweepFailed(label)));
  };
  let sweeps: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    sweeps = setInterval(sweep, everyMs).unref();
  });
  app.addHook('onClose', () => {
    clearInterval(sweeps);
    return work.idle();
  });
}
