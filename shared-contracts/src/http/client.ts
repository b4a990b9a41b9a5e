import { type QueryValues, toQueryString } from '../routes/paths';
import { type AuthKind, type CallAnswer, type CallDescriptor, type CallInput, fillPath } from './call';
import { type FieldErrors, ErrorBodySchema } from './error-body';
import { isRequestId, REQUEST_ID_HEADER } from './request-id';

/** The id the API gave the request (its answer's X-Request-Id), when it answered one. */
interface Answered {
  requestId?: string;
}

/** What a call gives back: never a thrown error, always one of these outcomes. */
export type ApiResult<T> =
  | ({ kind: 'ok'; status: number; data: T } & Answered)
  /** The API answered with per-field error lists (a form's errors, a 404, a 401…). */
  | ({ kind: 'errors'; status: number; errors: FieldErrors } & Answered)
  /** The API answered something that is not its contract. */
  | ({ kind: 'bad-response'; status: number; message: string } & Answered)
  /** No answer: offline, DNS, aborted, CORS… */
  | { kind: 'network-error'; message: string };

export interface HttpClientOptions {
  /** The API base, ending in /api. */
  baseUrl: string;
  /** The bearer token of a customer or staff call, when that session exists. */
  getToken?: (kind: Exclude<AuthKind, 'none'>) => string | undefined;
  /** Sent as Accept-Language, so messages come back in the visitor's language. */
  getLanguage?: () => string | undefined;
  /**
   * A customer or staff call answered 401: the session the token came from is no longer
   * valid (expired, revoked, its user gone). The remote kit signs that session out, unless
   * `token`, the one the call carried, has been replaced meanwhile (a password change renews it).
   */
  onUnauthorized?: (kind: Exclude<AuthKind, 'none'>, token: string) => void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Sent as X-Request-Id: the API logs the call under it instead of a fresh id (one
   * purchase's calls share one, so its logs can be followed across instances).
   */
  requestId?: string;
}

export interface HttpClient {
  /** Makes one call of the contract catalogue; never throws. */
  call<D extends CallDescriptor>(
    descriptor: D,
    input: CallInput<D>,
    options?: CallOptions,
  ): Promise<ApiResult<CallAnswer<D>>>;
}

/** The message of anything thrown (a DOMException is not always an Error in every realm). */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer's request id, as a property to spread (none when the header is absent or malformed). */
function answeredId(response: Response): Answered {
  const id = response.headers?.get(REQUEST_ID_HEADER);
  return isRequestId(id) ? { requestId: id } : {};
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<D extends CallDescriptor>(
    descriptor: D,
    input: CallInput<D>,
    { signal, requestId }: CallOptions = {},
  ): Promise<ApiResult<CallAnswer<D>>> {
    const { method, auth, answer } = descriptor;
    const { params, query, body } = input as { params?: object; query?: QueryValues; body?: unknown };
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const token = auth === 'none' ? undefined : options.getToken?.(auth);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (isRequestId(requestId)) headers[REQUEST_ID_HEADER] = requestId;

    let response: Response;
    try {
      const path = fillPath(descriptor.path, params as Record<string, unknown> | undefined);
      response = await doFetch(`${base}${path}${toQueryString(query ?? {})}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      return { kind: 'network-error', message: messageOf(error) };
    }

    let payload: unknown;
    try {
      payload = await readJson(response);
    } catch (error) {
      // The answer began but its body was cut off (a dropped connection, an aborted load).
      return { kind: 'network-error', message: messageOf(error) };
    }
    const answered = answeredId(response);
    const errorBody = ErrorBodySchema.safeParse(payload);
    const hasMessages =
      errorBody.success && Object.values(errorBody.data.errors).some((list) => list.length > 0);
    if (response.status === 401 && token && auth !== 'none') options.onUnauthorized?.(auth, token);
    if (!response.ok || hasMessages) {
      if (errorBody.success)
        return { kind: 'errors', status: response.status, errors: errorBody.data.errors, ...answered };
      return {
        kind: 'bad-response',
        status: response.status,
        message: `HTTP ${response.status}`,
        ...answered,
      };
    }
    const parsed = answer.safeParse(payload);
    if (!parsed.success) {
      return { kind: 'bad-response', status: response.status, message: parsed.error.message, ...answered };
    }
    return { kind: 'ok', status: response.status, data: parsed.data as CallAnswer<D>, ...answered };
  }

  return { call };
}
