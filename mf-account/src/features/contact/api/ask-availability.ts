import {
  type ApiResult,
  type AskAvailabilityAnswer,
  type AskAvailabilityRequest,
  type HttpClient,
  askAvailabilityCall,
} from 'shared-contracts';

/** POST /support/ask_availability: a question about when a product will be available. */
export function askAvailability(
  client: HttpClient,
  body: AskAvailabilityRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AskAvailabilityAnswer>> {
  return client.call(askAvailabilityCall, { body }, { signal });
}
