import { type ApiResult } from 'shared-contracts';

type FailedResult = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** A 404 or 403: nothing of this customer's by that name. An answer the page shows, not a failure. */
export function isNotTheirs(result: FailedResult): boolean {
  return result.kind === 'errors' && (result.status === 404 || result.status === 403);
}

/**
 * A read without an answer to show (offline, a server error, a broken answer): a queryFn
 * throws it, so the query fails once the page's retry has failed too, and the page shows its
 * error state.
 */
export class ReadFailure extends Error {
  constructor(readonly result: FailedResult) {
    super(`The read failed: ${result.kind === 'network-error' ? result.message : `status ${result.status}`}`);
    this.name = 'ReadFailure';
  }
}
