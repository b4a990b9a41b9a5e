import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';

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
 * before the app, and its database, close.
 */
export function sweepInTheBackground(app: FastifyInstance, work: Sweepable, everyMs: number): void {
  let sweeps: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    work.sweep(app.log);
    sweeps = setInterval(() => work.sweep(app.log), everyMs).unref();
  });
  app.addHook('onClose', () => {
    clearInterval(sweeps);
    return work.idle();
  });
}
