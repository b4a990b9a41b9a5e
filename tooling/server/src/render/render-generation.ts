import path from 'node:path';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { type ApiCall, type InProcessApi, answerApiCall } from './api-in-process';
import { PageQueue } from './page-queue';
import { type PageRequest, type RenderedPage } from 'shared-contracts';

const WORKER = path.join(__dirname, 'render-worker.mjs');

export interface GenerationOptions {
  rendererFile: string;
  /** What the renderer is started with (shell/src/server/render.tsx, RendererOptions). */
  renderer: { releases: object; origin: string; apiBaseUrl: string; remoteBudgetMs: number };
  workers: number;
  /** The longest a page may wait for a worker before the browser renders it instead (ms). */
  maxWaitMs: number;
  /** Answers the workers' API calls in process; without it they call the API over HTTP. */
  api?: InProcessApi | undefined;
}

/**
 * Pages a worker renders at once: while one waits for the API, another renders; more would
 * only make each of them later.
 */
const PAGES_PER_WORKER = 3;

interface Pending {
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

/** One worker of a generation and the pages it is rendering. */
class RenderWorker {
  private readonly worker: Worker;
  /** The port the worker's API calls come on, when they are answered in process. */
  private readonly apiPort: MessagePort | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  readonly ready: Promise<void>;

  constructor(options: GenerationOptions) {
    const channel = options.api ? new MessageChannel() : undefined;
    this.worker = new Worker(WORKER, {
      workerData: { rendererFile: options.rendererFile, options: options.renderer, apiPort: channel?.port2 },
      transferList: channel ? [channel.port2] : [],
      // Node's TypeScript loader is not needed in a worker that only runs built bundles.
      execArgv: [],
    });
    this.apiPort = channel?.port1;
    if (options.api && this.apiPort) this.answerApiCalls(this.apiPort, options.api);
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (message: { ready: boolean; error?: string }) =>
        message.ready ? resolve() : reject(new Error(message.error)),
      );
      this.worker.once('error', reject);
    });
    this.worker.on('message', (message: { id?: number; page?: RenderedPage; error?: string }) => {
      if (message.id === undefined) return;
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.page) pending?.resolve(message.page);
      else pending?.reject(new Error(message.error));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('render worker ended')));
    this.ready.catch(() => undefined);
  }

  get load(): number {
    return this.pending.size;
  }

  render(request: PageRequest): Promise<RenderedPage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  end(): Promise<number> {
    this.apiPort?.close();
    return this.worker.terminate();
  }

  private answerApiCalls(port: MessagePort, api: InProcessApi): void {
    port.on('message', (call: { apiCall: number } & ApiCall) => {
      void answerApiCall(api, call.apiCall, call).then((answer) => port.postMessage(answer));
    });
    // The worker keeps the process alive while it runs; its port need not.
    port.unref();
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/**
 * The render workers of one release map. Started when a request first needs that map; once a
 * newer map takes over, it finishes the pages it holds and its workers end (`retire`).
 */
export class RenderGeneration {
  private readonly workers: RenderWorker[];
  private readonly queue: PageQueue;
  private inFlight = 0;
  private retiring = false;
  private ended: Promise<void> | undefined;
  readonly ready: Promise<void>;

  constructor(options: GenerationOptions) {
    this.workers = Array.from({ length: Math.max(1, options.workers) }, () => new RenderWorker(options));
    this.ready = Promise.all(this.workers.map((worker) => worker.ready)).then(() => undefined);
    this.queue = new PageQueue(this.workers.length * PAGES_PER_WORKER, options.maxWaitMs);
  }

  /** The page, rendered once a worker is free; rejects (NotRenderedError) if `signal` aborts first. */
  async render(request: PageRequest, signal: AbortSignal): Promise<RenderedPage> {
    this.inFlight += 1;
    try {
      return await this.queue.run(async () => {
        await this.ready;
        const worker = this.workers.reduce((least, next) => (next.load < least.load ? next : least));
        return worker.render(request);
      }, signal);
    } finally {
      this.inFlight -= 1;
      if (this.retiring && this.inFlight === 0) void this.end();
    }
  }

  /** No new pages come; the workers end once the pages they hold are sent. */
  retire(): void {
    this.retiring = true;
    if (this.inFlight === 0) void this.end();
  }

  end(): Promise<void> {
    this.ended ??= Promise.all(this.workers.map((worker) => worker.end())).then(() => undefined);
    return this.ended;
  }
}
