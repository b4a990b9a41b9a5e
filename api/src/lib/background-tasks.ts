import { type FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request that its answer does not wait for (a mail whose timing must not
 * show in the answer). A failure is logged, never thrown; `idle()` resolves once everything
 * started so far has finished, so the app closes its database only after.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
    // Started on the next turn of the event loop: after the answer that started it is on its way.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
