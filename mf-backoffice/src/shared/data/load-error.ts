import { type ApiResult } from 'shared-contracts';

/** Every outcome of a call but its answer. */
export type FailedResult = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/**
 * A read that got no usable answer, thrown inside a query so the page shows its error and
 * the retry. `unreachable`: no answer came at all (offline, or the connection dropped).
 */
export class LoadError extends Error {
  readonly result: FailedResult;

  constructor(result: FailedResult) {
    super(result.kind === 'network-error' ? result.message : `HTTP ${result.status}`);
    this.name = 'LoadError';
    this.result = result;
  }

  get unreachable(): boolean {
    return this.result.kind === 'network-error';
  }
}

/** The answer of a call, or its failure thrown as a LoadError (a query's way to fail). */
export function dataOf<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data;
  throw new LoadError(result);
}

/** Whether a query's failure is one where no answer came at all. */
export const isUnreachable = (error: unknown): boolean => error instanceof LoadError && error.unreachable;
