import { type Client } from 'autocannon';

// autocannon builds a request's bytes again for every request whose path a `setupRequest`
// function picks (two object copies, a join and a Buffer each time): measured on this
// machine, 33-40 µs of the load generator's CPU a request instead of 21-24 µs for a fixed
// path, which the API, sharing the two CPUs, then lacks, so a target of varied requests
// read slower than the API serves it beside the bare route's fixed path. Here every path
// of such a target is built once, before the run, and each connection picks the next one
// as autocannon would have: the same requests at the load generator's cost of a fixed path.

/** What autocannon 9's request iterator holds (lib/requestIterator.js), the parts replaced here. */
interface RequestIterator {
  currentRequest: { requestBuffer: Buffer };
  resetted: boolean;
  nextRequest(): unknown;
}

/** A request as autocannon 9 writes a GET without headers of its own (lib/httpRequestBuilder.js). */
function requestBytes(path: string, host: string): Buffer {
  return Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`, 'utf8');
}

/**
 * An autocannon `setupClient` that makes every connection send one of `paths` per request:
 * at random ('random': a product of the whole catalogue) or all of them in turn across the
 * connections ('in turn': the search mix).
 */
export function variedRequests(url: string, paths: readonly string[], order: 'random' | 'in turn') {
  const { host } = new URL(url);
  const requests = paths.map((path) => ({ requestBuffer: requestBytes(path, host) }));
  let next = 0;
  const pick =
    order === 'random'
      ? () => requests[Math.floor(Math.random() * requests.length)]!
      : () => requests[next++ % requests.length]!;
  return (client: Client) => {
    const iterator = (client as unknown as { requestIterator?: RequestIterator }).requestIterator;
    if (!iterator || typeof iterator.nextRequest !== 'function' || !('currentRequest' in iterator)) {
      throw new Error(
        'autocannon changed: its request iterator is not the one bench/src/api-bench/varied-requests.ts knows',
      );
    }
    iterator.currentRequest = pick();
    iterator.nextRequest = () => {
      iterator.resetted = false;
      iterator.currentRequest = pick();
      return iterator.currentRequest;
    };
  };
}
