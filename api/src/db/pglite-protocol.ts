// The messages between PGliteThread (pglite-thread.ts, the caller's side) and the worker
// that owns PGlite (pglite-worker.ts). Everything crosses by structured clone: rows keep
// their Dates, bigints and byte arrays; an error crosses as its message and fields.

/** What the worker is started with (its workerData). */
export interface PGliteWorkerData {
  dir?: string;
  snapshot?: Blob;
}

/** What can be asked of the worker. */
export type RequestBody =
  | { type: 'query'; sql: string; params: unknown[] }
  /** The listener is known by this request's id from then on. */
  | { type: 'listen'; channel: string }
  | { type: 'unlisten'; listener: number }
  | { type: 'close' };

/** A request; the worker answers each by its id, in the order they come. */
export type WorkerRequest = RequestBody & { id: number };

/** An error's message and its scalar fields (Postgres's code, constraint, detail, severity, …). */
export type SerializedError = { message: string; name?: string } & Record<
  string,
  string | number | boolean | null | undefined
>;

export type WorkerMessage =
  /** PGlite is open (sent once, before any answer)… */
  | { type: 'ready' }
  /** …or could not be opened: every request will be answered with an error. */
  | { type: 'failed'; error: SerializedError }
  | {
      type: 'result';
      id: number;
      rows: unknown[];
      affectedRows?: number;
      fields?: { name: string; dataTypeID: number }[];
    }
  /** A listen, unlisten or close is done. */
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; error: SerializedError }
  /** A NOTIFY for a listener: sent before the answer of the statement that committed it. */
  | { type: 'notice'; listener: number; payload: string };

const SCALAR = new Set(['string', 'number', 'boolean']);

/**
 * An error as it can cross: its message, name and scalar fields. PGlite also puts the query's
 * parameters on its errors; those stay behind (they may hold personal data, and the logs
 * would redact them anyway).
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const serialized: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (value === null || SCALAR.has(typeof value))
      serialized[key] = value as string | number | boolean | null;
  return serialized;
}

/** A database error rebuilt on the caller's thread: the worker's message and Postgres fields. */
export class PGliteError extends Error {
  declare severity?: string;
  declare code?: string;
  declare detail?: string;
  declare hint?: string;
  declare schema?: string;
  declare table?: string;
  declare column?: string;
  declare dataType?: string;
  declare constraint?: string;
  declare where?: string;
  declare position?: string;
  declare routine?: string;
  declare query?: string;

  constructor(message: string, fields: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(message, options);
    Object.assign(this, fields);
  }
}

/**
 * The error the worker sent, with the stack of `origin` (where the query was issued on this
 * thread), since the worker's own stack only shows PGlite's internals.
 */
export function deserializeError(serialized: SerializedError, origin?: { stack?: string }): PGliteError {
  const { message, name, ...fields } = serialized;
  const error = new PGliteError(message, fields);
  if (name) error.name = name;
  withOrigin(error, origin);
  return error;
}

/** Gives `error` the frames of `origin` (captured with Error.captureStackTrace). */
export function withOrigin(error: Error, origin: { stack?: string } | undefined): void {
  const frames = origin?.stack?.split('\n').slice(1).join('\n');
  if (frames) error.stack = `${error.name}: ${error.message}\n${frames}`;
}
