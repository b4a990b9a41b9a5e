import {
  type ApiResult,
  type HttpClient,
  type RegisterAnswer,
  type RegisterRequest,
  registerCall,
} from 'shared-contracts';

/** POST /account/register: creates the account and signs it in, or errors per field. */
export function register(
  client: HttpClient,
  body: RegisterRequest,
  signal?: AbortSignal,
): Promise<ApiResult<RegisterAnswer>> {
  return client.call(registerCall, { body }, { signal });
}
