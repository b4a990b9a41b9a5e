import { type FastifyBaseLogger } from 'fastify';
import { type BackgroundTasks } from './background-tasks';

/**
 * Background work started `delayMs` after it is first asked for, once for every ask made in
 * the meantime (a queue worked in one go). The wait keeps the work clear of the requests that
 * follow the one that asked. `idle()` starts a waiting run at once and resolves when all is
 * done, so closing the app (or a test) never sits out the delay.
 */
export class DeferredRun {
  private startNow: (() => void) | undefined;

  constructor(
    private readonly background: BackgroundTasks,
    private readonly what: string,
    private readonly delayMs: number,
    private readonly task: (log: FastifyBaseLogger) => Promise<unknown>,
  ) {}

  ask(log: FastifyBaseLogger): void {
    if (this.startNow) return;
    const start = () => {
      clearTimeout(timer);
      this.startNow = undefined;
      this.background.run(log, this.what, async () => {
        await this.task(log);
      });
    };
    // Unref'd: a process that ends without closing the app leaves the work queued, not lost.
    const timer = setTimeout(start, this.delayMs).unref();
    this.startNow = start;
  }

  async idle(): Promise<void> {
    do {
      this.startNow?.();
      await this.background.idle();
    } while (this.startNow);
  }
}
