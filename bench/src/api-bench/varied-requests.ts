import { type Client } from 'autocannon';
import { shuffled } from '../page-bench/seeded-random';

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

/**
 * How a part of a target picks its next path: 'random' (a product of the whole catalogue, a
 * shopper's listing), 'in turn' (every path once, then again: the search mix) or 'fresh'
 * (in a shuffled order, each path once: pages nobody asked for yet, never a kept answer).
 */
export type PathOrder = 'random' | 'in turn' | 'fresh';

/** Paths and how they are picked; in a mix, `share` is the part of the requests they make. */
export interface PathSet {
  paths: readonly string[];
  order: PathOrder;
  share?: number;
}

/** A request as autocannon 9 writes a GET without headers of its own (lib/httpRequestBuilder.js). */
function requestBytes(path: string, host: string): Buffer {
  return Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`, 'utf8');
}

function picker<T>(set: PathSet, make: (path: string) => T): () => T {
  const requests = (set.order === 'fresh' ? shuffled(set.paths, Math.random) : set.paths).map(make);
  if (set.order === 'random') return () => requests[Math.floor(Math.random() * requests.length)]!;
  let next = 0;
  return () => requests[next++ % requests.length]!;
}

/** Picks a set by its share (the sets without one share what the others leave), then a path of it. */
function mixPicker<T>(sets: readonly PathSet[], make: (path: string) => T): () => T {
  if (sets.length === 1) return picker(sets[0]!, make);
  const given = sets.reduce((sum, set) => sum + (set.share ?? 0), 0);
  const unshared = sets.filter((set) => set.share === undefined).length;
  let bound = 0;
  const parts = sets.map((set) => {
    bound += set.share ?? (unshared > 0 ? (1 - given) / unshared : 0);
    return { bound, pick: picker(set, make) };
  });
  return () => {
    const roll = Math.random() * bound;
    return (parts.find((part) => roll < part.bound) ?? parts[parts.length - 1]!).pick();
  };
}

/**
 * An autocannon `setupClient` that makes every connection send one of the sets' paths per
 * request, each set picked by its share and each path as its set's order says.
 */
export function variedRequests(url: string, sets: readonly PathSet[]) {
  const host = new URL(url).host;
  const pick = mixPicker(sets, (path) => ({ requestBuffer: requestBytes(path, host) }));
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

/** The next path to ask, picked from the sets as a connection of `variedRequests` would. */
export const pathPicker = (sets: readonly PathSet[]): (() => string) => mixPicker(sets, (path) => path);
