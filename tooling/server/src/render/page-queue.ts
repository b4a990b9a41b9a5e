/** Why a page was not rendered on the server: the browser renders it instead. */
export class NotRenderedError extends Error {}

interface Waiting {
  start: () => void;
  leave: (error: Error) => void;
}

/** How much each finished page moves the typical render time (an exponential moving average). */
const SMOOTHING = 0.2;

/**
 * Admission to the render workers: at most `slots` pages render at once, the rest wait in
 * arrival order. A waiting page leaves when its signal aborts (its budget spent, its visitor
 * gone), so no worker renders a page nobody will receive; and a page that would wait longer
 * than `maxWaitMs` at the pace pages finish is refused at once, so a crowd is answered at once
 * (rendered by the browser) instead of after the whole budget.
 */
export class PageQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private typicalMs: number;

  constructor(
    private readonly slots: number,
    private readonly maxWaitMs: number,
    initialRenderMs = 20,
  ) {
    this.typicalMs = initialRenderMs;
  }

  /** Pages rendering and waiting, for the server's log. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** How long a page arriving now would wait for a slot. */
  private expectedWaitMs(): number {
    if (this.running < this.slots) return 0;
    return Math.ceil((this.waiting.length + 1) / this.slots) * this.typicalMs;
  }

  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) throw new NotRenderedError('cancelled before it started');
    if (this.expectedWaitMs() > this.maxWaitMs)
      throw new NotRenderedError(`the workers are busy (${this.waiting.length} waiting)`);
    // A slot freed goes straight to the page first in line (it stays counted as running).
    if (this.running < this.slots && this.waiting.length === 0) this.running += 1;
    else await this.slotFreed(signal);
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.typicalMs += SMOOTHING * (performance.now() - started - this.typicalMs);
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private slotFreed(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          signal.removeEventListener('abort', abandon);
          resolve();
        },
        leave: reject,
      };
      const abandon = () => {
        this.waiting.splice(this.waiting.indexOf(waiting), 1);
        waiting.leave(new NotRenderedError('cancelled while waiting for a render worker'));
      };
      signal.addEventListener('abort', abandon, { once: true });
      this.waiting.push(waiting);
    });
  }
}
