import { parentPort, workerData } from 'node:worker_threads';
import { openPGlite } from './pglite-open';
import {
  type PGliteWorkerData,
  serializeError,
  type WorkerMessage,
  type WorkerRequest,
} from './pglite-protocol';

// The worker thread that owns PGlite (started by pglite-thread.ts): every query runs here,
// off the event loop of the thread that serves HTTP. Requests are answered in the order they
// come; PGlite runs one at a time.

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread: see pglite-thread.ts');
const port = parentPort;
const { dir, snapshot } = workerData as PGliteWorkerData;

const send = (message: WorkerMessage) => port.postMessage(message);

const opening = openPGlite(dir, snapshot);
opening.then(
  () => send({ type: 'ready' }),
  (error: unknown) => send({ type: 'failed', error: serializeError(error) }),
);

/** The LISTENs, by the id of the request that made them. */
const stops = new Map<number, () => Promise<void>>();

async function answer(request: WorkerRequest): Promise<WorkerMessage> {
  if (request.type === 'close') {
    // A database that never opened has nothing to close.
    const pglite = await opening.catch(() => undefined);
    stops.clear();
    if (pglite && !pglite.closed) await pglite.close();
    return { type: 'done', id: request.id };
  }
  const pglite = await opening;
  switch (request.type) {
    case 'query': {
      const { rows, affectedRows, fields } = await pglite.query(request.sql, request.params, {
        rowMode: 'object',
      });
      return { type: 'result', id: request.id, rows, affectedRows, fields };
    }
    case 'listen': {
      const listener = request.id;
      // PGlite calls back (in a microtask) while it reads the answer of the statement that
      // committed the NOTIFY, so the notice is posted before that statement's result.
      const stop = await pglite.listen(request.channel, (payload) =>
        send({ type: 'notice', listener, payload }),
      );
      stops.set(listener, stop);
      return { type: 'done', id: request.id };
    }
    case 'unlisten': {
      const stop = stops.get(request.listener);
      stops.delete(request.listener);
      await stop?.();
      return { type: 'done', id: request.id };
    }
  }
}

function reply(message: WorkerMessage, id: number): void {
  try {
    send(message);
  } catch (error) {
    // A row that cannot be cloned: the caller hears of it rather than waiting forever.
    send({ type: 'error', id, error: serializeError(error) });
  }
}

port.on('message', (request: WorkerRequest) => {
  answer(request)
    .catch((error: unknown): WorkerMessage => ({
      type: 'error',
      id: request.id,
      error: serializeError(error),
    }))
    .then((message) => {
      reply(message, request.id);
      // Closed: nothing keeps the thread alive any more, so it ends.
      if (request.type === 'close') port.close();
    });
});
