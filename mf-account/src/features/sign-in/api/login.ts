import {
  type ApiResult,
  type HttpClient,
  type LoginAnswer,
  type LoginRequest,
  loginCall,
} from 'shared-contracts';

/** POST /login: a customer's token, user id and expiry, or errors per field. */
export function login(
  client: HttpClient,
  body: LoginRequest,
  signal?: AbortSignal,
): Promise<ApiResult<LoginAnswer>> {
  return client.call(loginCall, { body }, { signal });
}
