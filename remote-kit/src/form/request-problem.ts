import { type ApiResult } from 'shared-contracts';

/** An answer that is neither a success nor the API's own errors: no answer, or a broken one. */
export type RequestProblem = 'network' | 'unexpected';

export function requestProblemOf(result: ApiResult<unknown>): RequestProblem | undefined {
  if (result.kind === 'network-error') return 'network';
  if (result.kind === 'bad-response') return 'unexpected';
  return undefined;
}
