import { type ApiResult } from 'shared-contracts';

/** What a page's query holds for one thing: the thing, or the API's word that it does not exist. */
export type Lookup<T> = { kind: 'found'; data: T } | { kind: 'not-found' };

type Failure = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** A read that got no usable answer: offline, a server error, an answer that breaks the contract. */
export class ApiReadError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind === 'network-error' ? failure.message : `${failure.kind} (HTTP ${failure.status})`);
    this.name = 'ApiReadError';
  }
}

/**
 * An API answer as query data. The statuses in `notFound` are an answer too (the page goes to
 * its not-found view, and asking again would not change it); any other failure throws, so the
 * query fails, is retried by the cache, and the page offers its retry.
 */
export function toLookup<T>(result: ApiResult<T>, notFound: readonly number[]): Lookup<T> {
  if (result.kind === 'ok') return { kind: 'found', data: result.data };
  if (result.kind === 'errors' && notFound.includes(result.status)) return { kind: 'not-found' };
  throw new ApiReadError(result);
}
