// The main thread's half of the render workers' API calls (api-in-process-worker.mjs): a call
// a worker sends over its port is answered by the shop's own Fastify instance in process.
import { type FastifyInstance } from 'fastify';

/** An API call a render worker makes: its absolute URL on the API's base. */
export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for an answer that has no body (204, 304). */
  body: Uint8Array | null;
}

/** Answers a worker's API call in process. */
export type InProcessApi = (call: ApiCall) => Promise<ApiAnswer>;

/** What a worker is sent back for its call `id`. */
export type ApiAnswerMessage = { apiAnswer: number } & (ApiAnswer | { error: string });

const WITHOUT_BODY = new Set([204, 205, 304]);

function flatHeaders(
  headers: Record<string, string | string[] | number | undefined>,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return flat;
}

/**
 * The API of `app` in process (Fastify's inject): the same routes, hooks, limits and logs as a
 * call over HTTP from 127.0.0.1 to `origin`, whose host the call carries.
 */
export function injectedApi(app: FastifyInstance, origin: string): InProcessApi {
  const host = new URL(origin).host;
  return async ({ method, url, headers, body }) => {
    const address = new URL(url);
    const answer = await app.inject({
      method: method as 'GET',
      url: address.pathname + address.search,
      headers: { ...headers, host },
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: answer.statusCode,
      headers: flatHeaders(answer.headers),
      body: WITHOUT_BODY.has(answer.statusCode) ? null : answer.rawPayload,
    };
  };
}

/** Answers one call of a worker, never throwing: a failure is the worker's fetch failing. */
export async function answerApiCall(api: InProcessApi, id: number, call: ApiCall): Promise<ApiAnswerMessage> {
  try {
    return { apiAnswer: id, ...(await api(call)) };
  } catch (error) {
    return { apiAnswer: id, error: String(error) };
  }
}
