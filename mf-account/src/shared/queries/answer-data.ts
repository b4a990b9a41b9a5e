import { type ApiResult } from 'shared-contracts';

/** What a read got instead of its data: no answer, a server error, an answer off the contract. */
export type FailedRead = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** Thrown by a query whose read failed: the query fails, and the page shows its retry or error. */
export class ReadFailure extends Error {
  constructor(readonly result: FailedRead) {
    super(`The read failed: ${'status' in result ? `${result.kind} ${result.status}` : result.kind}`);
    this.name = 'ReadFailure';
  }
}

/** A read's data; anything else throws a ReadFailure. */
export function answerData<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data;
  throw new ReadFailure(result);
}

/**
 * A read's data, or null when the API answered one of `statuses` (404: no such thing, 403: not
 * yours). That is an answer the page shows as such, kept like data: it is cached and written
 * into a server-rendered page. Anything else throws a ReadFailure.
 */
export function answerDataOrNull<T>(result: ApiResult<T>, statuses: readonly number[]): T | null {
  if (result.kind === 'errors' && statuses.includes(result.status)) return null;
  return answerData(result);
}
