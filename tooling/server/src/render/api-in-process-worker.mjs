// In a render worker: the renderer's calls to the shop's own API are sent to the main thread on a
// port of their own (not the pages' parentPort) and answered there in process
// (api-in-process.ts), with no loopback socket and no HTTP to write and parse on either side. Any
// other address (a remote's manifest on its own origin) is fetched as before. It replaces the
// worker's global fetch, so every remote release, old or new, calls the API this way without a
// change of its own.

/**
 * @param {import('node:worker_threads').MessagePort} port the API calls' port, from workerData
 * @param {string} apiBaseUrl the API's absolute base, ending in /api
 */
export function fetchApiInProcess(port, apiBaseUrl) {
  const networkFetch = globalThis.fetch;
  const prefix = `${apiBaseUrl}/`;
  /** @type {Map<number, { resolve: (response: Response) => void, reject: (error: unknown) => void }>} */
  const waiting = new Map();
  let nextId = 0;

  port.on('message', (message) => {
    const call = waiting.get(message.apiAnswer);
    if (!call) return;
    waiting.delete(message.apiAnswer);
    if (message.error !== undefined) call.reject(new TypeError('fetch failed', { cause: message.error }));
    else call.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
  });

  globalThis.fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const plainCall = !(input instanceof Request) && (init.body == null || typeof init.body === 'string');
    if (!url.startsWith(prefix) || !plainCall) return networkFetch(input, init);
    const { signal } = init;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const stop = () => {
        waiting.delete(id);
        reject(signal.reason);
      };
      signal?.addEventListener('abort', stop, { once: true });
      const settle = (then) => (value) => {
        signal?.removeEventListener('abort', stop);
        then(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      port.postMessage({
        apiCall: id,
        method: init.method ?? 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers)),
        body: typeof init.body === 'string' ? init.body : undefined,
      });
    });
  };
}
