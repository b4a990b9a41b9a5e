// Tests only: an API on the other side of the real client, shaped by the call descriptors.
// Answers go through the real client and the contracts' schemas; requests are read with the
// descriptors' params, query and body schemas, as the API reads them, so a test fails when
// the client sends what the API would refuse.
import * as contracts from 'shared-contracts';
import {
  type Bus,
  type CallAnswer,
  type CallDescriptor,
  type CallRequest,
  type FieldErrors,
  type HttpClient,
  INVALID_TOKEN_MESSAGE,
  getBus,
  isCallDescriptor,
  isRequestId,
  REQUEST_ID_HEADER,
} from 'shared-contracts';
import { createApiClient } from '../http/api-client';

/** One request the fake API received, as the wire carried it. */
export interface FakeRequest {
  method: string;
  /** The path under the API base: '/products/12'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  /** The call of the contracts it matched, if any. */
  call: CallDescriptor | undefined;
  /** Its path parameters, decoded: { id: '12' }. */
  params: Record<string, string>;
}

/** What a handler is given: the request as the API's route would read it, after validation. */
export type FakeCallRequest<D extends CallDescriptor> = CallRequest<D> & {
  /** The bearer token sent, if any. */
  token: string | undefined;
  wire: FakeRequest;
};

/** An answer that is not the call's success: an error, a broken answer, no answer at all. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly offline = false,
  ) {}
}

export const reply = {
  /** The API's error shape: `{ errors: { field: [messages] } }` with a failure status. */
  errors: (status: number, errors: FieldErrors) => new FakeReply(status, { errors }),
  /** Any status and body at all, e.g. an answer that breaks the contract. */
  raw: (status: number, body: unknown) => new FakeReply(status, body),
  /** No answer: the visitor is offline (the fetch rejects). */
  offline: () => new FakeReply(0, undefined, true),
};

export type FakeAnswer<D extends CallDescriptor> = CallAnswer<D> | FakeReply;
export type FakeHandler<D extends CallDescriptor> = (
  request: FakeCallRequest<D>,
) => FakeAnswer<D> | Promise<FakeAnswer<D>>;

export interface FakeApi {
  /** Answers a call of the contracts (a later handler for the same call replaces the earlier). */
  on<D extends CallDescriptor>(call: D, handler: FakeHandler<D>): FakeApi;
  /** Every request received, in order. */
  readonly calls: FakeRequest[];
  /** The requests of one call. */
  callsOf(call: CallDescriptor): FakeRequest[];
  /**
   * Requests the API would have refused (each answered 400), taken out of the list: a test
   * that expects a refusal takes it; any left fail the test after it ran.
   */
  takeRefused(): string[];
  /** The fetch the client calls. */
  fetch: typeof fetch;
  /** The kit's client (tokens and language from the bus) over this fake. */
  client(bus?: Bus): HttpClient;
}

/** Every call the contracts declare: requests to them are checked even without a handler. */
const CONTRACT_CALLS = (Object.values(contracts) as unknown[]).filter(isCallDescriptor);

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Path parameters of a path under a call's pattern, or undefined when it is not that call's. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const regex = new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)')}$`,
  );
  const match = regex.exec(path);
  if (!match) return undefined;
  return Object.fromEntries(paramNames(pattern).map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

/** A query string as Fastify reads it: a repeated key becomes a list. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}

function issueField(issue: { path: PropertyKey[] }, part: string): string {
  return issue.path.length > 0 ? issue.path.map(String).join('.') : part;
}

const json = (status: number, body: unknown, requestId: string): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ [REQUEST_ID_HEADER]: requestId }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

/** Every fake a test file made, so each test's refusals are reported after it. */
const fakes: Array<{ refused: string[]; reported: number }> = [];

if (typeof afterEach === 'function') {
  afterEach(() => {
    const unreported = fakes.flatMap((fake) => {
      const fresh = fake.refused.slice(fake.reported);
      fake.reported = fake.refused.length;
      return fresh;
    });
    if (unreported.length > 0)
      throw new Error(`The client sent requests the API would refuse:\n${unreported.join('\n')}`);
  });
}

/** A fake API: answer calls with `.on(call, handler)`; others get the API's 404. */
export function fakeApi(): FakeApi {
  const handlers = new Map<CallDescriptor, FakeHandler<CallDescriptor>>();
  const calls: FakeRequest[] = [];
  const record = { refused: [] as string[], reported: 0 };
  fakes.push(record);

  const candidates = () =>
    [...new Set([...handlers.keys(), ...CONTRACT_CALLS])].sort(
      (a, b) => paramNames(a.path).length - paramNames(b.path).length,
    );

  function validate(
    call: CallDescriptor,
    wire: FakeRequest,
  ): { errors: FieldErrors } | CallRequest<CallDescriptor> {
    const errors: FieldErrors = {};
    const parts = { params: wire.params, query: queryObject(wire.query), body: wire.body };
    const parsed: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = call[part];
      if (!schema) continue;
      const result = schema.safeParse(parts[part]);
      if (result.success) parsed[part] = result.data;
      else
        for (const issue of result.error.issues) (errors[issueField(issue, part)] ??= []).push(issue.message);
    }
    if (Object.keys(errors).length > 0) return { errors };
    return parsed as unknown as CallRequest<CallDescriptor>;
  }

  let answered = 0;
  /** As the API: a well-formed id sent is answered back, otherwise a fresh one. */
  function requestIdOf(wire: FakeRequest): string {
    const sent = wire.headers[REQUEST_ID_HEADER];
    return isRequestId(sent) ? sent : `fake-request-${++answered}`;
  }

  async function respond(wire: FakeRequest): Promise<Response> {
    const response = await answer(wire);
    return json(response.status, response.body, requestIdOf(wire));
  }

  async function answer(wire: FakeRequest): Promise<{ status: number; body: unknown }> {
    const call = wire.call;
    if (!call) return { status: 404, body: { errors: { route: [`No route ${wire.method} ${wire.path}`] } } };
    // As the API: its auth guard runs before validation.
    const token = /^Bearer (.+)$/.exec(wire.headers.Authorization ?? '')?.[1];
    if (call.auth !== 'none' && !token)
      return { status: 401, body: { errors: { auth: [INVALID_TOKEN_MESSAGE] } } };
    const request = validate(call, wire);
    if ('errors' in request) {
      const query = wire.query.size > 0 ? `?${wire.query}` : '';
      record.refused.push(`${wire.method} ${wire.path}${query}: ${JSON.stringify(request.errors)}`);
      return { status: 400, body: request };
    }
    const handler = handlers.get(call);
    if (!handler)
      return {
        status: 404,
        body: { errors: { route: [`No answer set up for ${call.method} ${call.path}`] } },
      };
    const result = await handler({ ...request, token, wire });
    if (result instanceof FakeReply) {
      if (result.offline) throw new TypeError('Failed to fetch');
      return { status: result.status, body: result.body };
    }
    return { status: call.status ?? 200, body: result };
  }

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const found = candidates()
      .filter((call) => call.method === method)
      .map((call) => ({ call, params: matchPath(call.path, path) }))
      .find((match) => match.params);
    const wire: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
      call: found?.call,
      params: found?.params ?? {},
    };
    calls.push(wire);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return respond(wire);
  };

  const api: FakeApi = {
    on(call, handler) {
      handlers.set(call, handler as unknown as FakeHandler<CallDescriptor>);
      return api;
    },
    calls,
    callsOf: (call) => calls.filter((request) => request.call === call),
    takeRefused: () => {
      record.reported = 0;
      return record.refused.splice(0);
    },
    fetch,
    client: (bus = getBus()) => createApiClient(bus, '/api', { fetch }),
  };
  return api;
}

/** A client whose every call fails as if the visitor were offline. */
export function offlineApiClient(bus: Bus = getBus()): HttpClient {
  return createApiClient(bus, '/api', {
    fetch: async () => {
      throw new TypeError('Failed to fetch');
    },
  });
}
