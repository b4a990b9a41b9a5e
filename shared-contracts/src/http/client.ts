import { type z } from 'zod';
import { type QueryValues, toQueryString } from '../routes/paths';
import { type FieldErrors, ErrorBodySchema } from './error-body';

/** What a call gives back: never a thrown error, always one of these outcomes. */
export type ApiResult<T> =
  | { kind: 'ok'; status: number; data: T }
  /** The API answered with per-field error lists (a form's errors, a 404, a 401…). */
  | { kind: 'errors'; status: number; errors: FieldErrors }
  /** The API answered something that is not its contract. */
  | { kind: 'bad-response'; status: number; message: string }
  /** No answer: offline, DNS, aborted, CORS… */
  | { kind: 'network-error'; message: string };

export interface HttpClientOptions {
  /** The API base, ending in /api. */
  baseUrl: string;
  /** The bearer token for calls that need one. */
  getToken?: () => string | undefined;
  /** Sent as Accept-Language, so messages come back in the visitor's language. */
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
}

export interface RequestOptions<S extends z.ZodType> {
  /** Schema of a successful answer. */
  schema: S;
  query?: QueryValues;
  body?: unknown;
  /** Send the session token (overrides getToken when a string is given). */
  auth?: boolean | string;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S>,
  ): Promise<ApiResult<z.output<S>>>;
  get<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<ApiResult<z.output<S>>>;
  post<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<ApiResult<z.output<S>>>;
  patch<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<ApiResult<z.output<S>>>;
  delete<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<ApiResult<z.output<S>>>;
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

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, '');

  async function request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    { schema, query, body, auth, signal }: RequestOptions<S>,
  ): Promise<ApiResult<z.output<S>>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const token = typeof auth === 'string' ? auth : auth ? options.getToken?.() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
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
    const errorBody = ErrorBodySchema.safeParse(payload);
    const hasMessages =
      errorBody.success && Object.values(errorBody.data.errors).some((list) => list.length > 0);
    if (!response.ok || hasMessages) {
      if (errorBody.success)
        return { kind: 'errors', status: response.status, errors: errorBody.data.errors };
      return { kind: 'bad-response', status: response.status, message: `HTTP ${response.status}` };
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      return { kind: 'bad-response', status: response.status, message: parsed.error.message };
    }
    return { kind: 'ok', status: response.status, data: parsed.data };
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    patch: (path, opts) => request('PATCH', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
