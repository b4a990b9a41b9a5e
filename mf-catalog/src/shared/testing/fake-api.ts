// Unit tests only: an API client whose fetch answers from a handler, so every answer
// still goes through the real client and the shared-contracts schemas.
import { type HttpClient, createHttpClient } from 'shared-contracts';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export function fakeApi(handler: FakeHandler, token?: string): { client: HttpClient; calls: FakeRequest[] } {
  const calls: FakeRequest[] = [];
  const client = createHttpClient({
    baseUrl: '/api',
    getToken: () => token,
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://shop.test');
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(request);
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      const reply = await handler(request);
      return {
        ok: (reply.status ?? 200) < 400,
        status: reply.status ?? 200,
        text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
      } as Response;
    },
  });
  return { client, calls };
}

/** A client whose every call fails as if the visitor were offline. */
export function failingApi(): HttpClient {
  return createHttpClient({
    baseUrl: '/api',
    fetch: async () => {
      throw new TypeError('Failed to fetch');
    },
  });
}
