import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  PGliteError,
  type PGliteWorkerData,
  type RequestBody,
  type WorkerMessage,
  withOrigin,
} from './pglite-protocol';
import { type PGliteResult, type PGliteSession } from './pglite-session';

const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url);

/**
 * The worker runs TypeScript through tsx's loader, named by its absolute URL: the same
 * whether this process runs under `node --import tsx` (the server; a worker would inherit
 * that) or not (Jest, which transforms only its own sandbox), and whatever the cwd.
 */
const workerExecArgv = (): string[] => [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
];

// SQLSTATEs of a database that is gone, which plugins/error-handler answers with a 503.
const ADMIN_SHUTDOWN = '57P01';
const CRASH_SHUTDOWN = '57P02';

/** An error of a database that is gone, with the SQLSTATE that says so. */
function unavailable(message: string, code: string, cause?: Error): PGliteError {
  return new PGliteError(message, { code, severity: 'FATAL' }, cause ? { cause } : undefined);
}

/** A copy of `error` for one caller, with the stack of where it made its request. */
function copyWithOrigin(error: PGliteError, origin: { stack?: string } | undefined): PGliteError {
  const copy = unavailable(error.message, error.code ?? CRASH_SHUTDOWN, error.cause as Error | undefined);
  withOrigin(copy, origin);
  return copy;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Where the request was made, for the stack of its error. */
  origin: { stack?: string };
}

export interface PGliteThreadOptions extends PGliteWorkerData {
  /** Hears of the worker ending unexpectedly (a crash): every query fails from then on. */
  onCrash?: (error: Error) => void;
}

/**
 * PGlite in a worker thread of its own, so that a query never blocks this thread's event
 * loop (the HTTP server's). One session, as in-process PGlite: requests are answered in the
 * order they are made. If the worker dies, whatever it was doing rejects and every later
 * request fails at once with a "database unavailable" SQLSTATE (a 503): it is not restarted,
 * since a transaction open in it is lost.
 */
export class PGliteThread implements PGliteSession {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 0;
  private started = false;
  private exited = false;
  private closing: Promise<void> | undefined;
  /** Why the worker is gone, once it is. */
  private ended: PGliteError | undefined;
  private settleReady!: (error?: Error) => void;
  /** Where the thread was started, for the stack of an error opening PGlite. */
  private readonly startedAt: { stack?: string } = {};

  /** Starts the worker and waits until PGlite is open; ends it again if PGlite fails to open. */
  static async open(options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const thread = new PGliteThread(options);
    try {
      await thread.waitReady;
    } catch (error) {
      await thread.close().catch(() => undefined);
      throw error;
    }
    return thread;
  }

  constructor(private readonly options: PGliteThreadOptions = {}) {
    Error.captureStackTrace(this.startedAt, new.target);
    const workerData: PGliteWorkerData = {
      ...(options.dir ? { dir: options.dir } : {}),
      ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    };
    this.worker = new Worker(WORKER_FILE, { workerData, execArgv: workerExecArgv() });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.settleReady = (error) => (error ? reject(error) : resolve());
    });
    this.waitReady.catch(() => undefined);
    this.worker.on('message', (message: WorkerMessage) => this.receive(message));
    this.worker.on('error', (error) => this.end(`PGlite's worker failed: ${error.message}`, error));
    this.worker.on('messageerror', (error) => {
      // An answer that could not be read is lost: its caller would wait forever.
      this.end(`PGlite's worker sent a message that could not be read: ${error.message}`, error);
      void this.worker.terminate();
    });
    this.worker.on('exit', (code) => {
      this.exited = true;
      this.end(`PGlite's worker ended (exit code ${code})`);
    });
  }

  get closed(): boolean {
    return this.closing !== undefined || this.ended !== undefined;
  }

  /** Whether the worker thread still exists (it does until close() resolves, or it dies). */
  get running(): boolean {
    return !this.exited;
  }

  query<R>(sql: string, params: unknown[] = []): Promise<PGliteResult<R>> {
    return this.request({ type: 'query', sql, params }) as Promise<PGliteResult<R>>;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, callback);
    try {
      await this.request({ type: 'listen', channel }, listener);
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(listener) || this.closed) return;
      await this.request({ type: 'unlisten', listener }).catch((error: unknown) => {
        // The worker ended meanwhile, and its LISTENs with it.
        if (!this.ended) throw error;
      });
    };
  }

  /**
   * Answers what was asked before, closes PGlite, then ends the worker. Later requests
   * fail at once; if the worker is already gone, only the latter.
   */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  /**
   * Ends the worker at once, as a crash would: what it was doing rejects, and PGlite is not
   * closed (nothing more is written). For tests; close() is the way to stop.
   */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private async shutDown(): Promise<void> {
    let failure: unknown;
    if (!this.ended)
      await this.send({ type: 'close' }).catch((error: unknown) => {
        if (!this.ended) failure = error;
      });
    await this.worker.terminate();
    if (failure) throw failure;
  }

  private request(body: RequestBody, id?: number): Promise<unknown> {
    if (this.closed) {
      const error = this.refusal();
      Error.captureStackTrace(error, this.request);
      return Promise.reject(error);
    }
    return this.send(body, id);
  }

  private send(body: RequestBody, id = this.nextId++): Promise<unknown> {
    const origin: { stack?: string } = {};
    Error.captureStackTrace(origin, this.send);
    return new Promise((resolve, reject) => {
      this.worker.postMessage({ ...body, id });
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject, origin });
    });
  }

  private receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        this.started = true;
        this.settleReady();
        this.unrefWhenIdle();
        return;
      case 'failed':
        this.started = true;
        this.settleReady(deserializeError(message.error, this.startedAt));
        this.unrefWhenIdle();
        return;
      case 'notice':
        this.listeners.get(message.listener)?.(message.payload);
        return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    this.unrefWhenIdle();
    if (message.type === 'error') pending.reject(deserializeError(message.error, pending.origin));
    else if (message.type === 'result')
      pending.resolve({ rows: message.rows, affectedRows: message.affectedRows, fields: message.fields });
    else pending.resolve(undefined);
  }

  /**
   * An idle worker does not keep the process alive (no more than in-process PGlite would): a
   * command that forgets to close still exits. While a request waits, it does.
   */
  private unrefWhenIdle(): void {
    if (this.started && this.pending.size === 0) this.worker.unref();
  }

  /** The worker is gone: what waits on it fails, and so will every later request. */
  private end(reason: string, cause?: Error): void {
    if (!this.ended) {
      this.ended = unavailable(`${reason}: the database is unavailable`, CRASH_SHUTDOWN, cause);
      if (!this.closing) this.options.onCrash?.(this.ended);
    }
    const ended = this.ended;
    this.settleReady(ended);
    for (const pending of this.pending.values()) pending.reject(copyWithOrigin(ended, pending.origin));
    this.pending.clear();
    this.listeners.clear();
  }

  /** Why a new request fails at once. */
  private refusal(): PGliteError {
    return this.closing || !this.ended
      ? unavailable('PGlite is closed', ADMIN_SHUTDOWN)
      : copyWithOrigin(this.ended, undefined);
  }
}
