import { fileURLToPath } from 'node:url';
import type * as PrismHttp from '@stoplight/prism-http';
import type PrismRoute from '@stoplight/prism-http/dist/router';
import type * as PrismValidator from '@stoplight/prism-http/dist/validator';
import { type IHttpOperation } from '@stoplight/types';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { FRAME_PAGE_PREFIXES } from '../modules/payments/gateway/frame-urls';
import { openApiDocumentOf } from '../openapi/document';
import { nodeRequire } from './node-require';

// Every request the API tests make through app.inject, and its answer, checked against the
// published OpenAPI document by Stoplight Prism's HTTP validator, what `prism proxy` runs
// between a client and the API. The answer must be declared (status, media type, body
// schema); a request the document refuses must get a 4xx; a route missing from the
// document must be the API's 404. Anything else fails the test that made the request.

type Route = typeof PrismRoute;
type Diagnostic = { message: string; severity: number; path?: unknown[] };
type Outcome = { _tag: 'Left'; left: Diagnostic[] } | { _tag: 'Right' };
type Validation = Omit<typeof PrismValidator, 'validateInput' | 'validateOutput' | 'validateSecurity'> & {
  [K in 'validateInput' | 'validateOutput' | 'validateSecurity']: (input: {
    resource: IHttpOperation;
    element: unknown;
  }) => Outcome;
};

/** Prism's DiagnosticSeverity: Error 0, Warning 1 (an undeclared status is a warning). */
const MAX_FAILING_SEVERITY = 1;

const API_BASE = '/api';
const WORKER_CACHE = fileURLToPath(new URL('./worker-cache.cjs', import.meta.url));
/**
 * Not operations of the document: its own routes (UI and JSON), and the HTML pages of the
 * 3-D Secure frames, browser pages hidden from it (modules/payments/gateway/frame-urls.ts).
 */
const UNDESCRIBED = new RegExp(`^${API_BASE}(/docs|${FRAME_PAGE_PREFIXES.join('|')})(/|$)`);

interface PrismParts {
  operationsOf(document: object): Promise<IHttpOperation[]>;
  route: Route;
  validator: Validation;
}

// Prism is CommonJS but heavy: loaded once per Jest worker by Node, not per test file.
let prismParts: PrismParts | undefined;
function prism(): PrismParts {
  prismParts ??= {
    operationsOf: (nodeRequire('@stoplight/prism-http') as typeof PrismHttp).getHttpOperationsFromSpec,
    route: (nodeRequire('@stoplight/prism-http/dist/router') as { default: Route }).default,
    validator: nodeRequire('@stoplight/prism-http/dist/validator') as Validation,
  };
  return prismParts;
}

/**
 * Prism compiles each schema on first use (tens of ms each): the operations of one document
 * are made once per Jest worker and shared by its test files, so the compiled validators are too.
 */
function operationsOfDocument(document: object): Promise<IHttpOperation[]> {
  const cache = nodeRequire(WORKER_CACHE) as Map<string, Promise<IHttpOperation[]>>;
  const key = `openapi-operations:${JSON.stringify(document)}`;
  let operations = cache.get(key);
  if (!operations) {
    operations = prism().operationsOf(document);
    cache.set(key, operations);
  }
  return operations;
}

type Headers = Record<string, string>;
interface PrismRequest {
  method: string;
  url: { path: string; query: Record<string, string | string[]> };
  headers: Headers;
  body?: unknown;
}

function lowerCased(headers: InjectOptions['headers']): Headers {
  const result: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value !== undefined)
      result[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  return result;
}

function parsedIfJson(text: string, contentType: string | undefined): unknown {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function requestOf(options: InjectOptions): PrismRequest | undefined {
  const target = new URL(String(options.url ?? options.path ?? '/'), 'http://localhost');
  if (!target.pathname.startsWith(`${API_BASE}/`) || UNDESCRIBED.test(target.pathname)) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of target.searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  const method = (options.method ?? 'GET').toLowerCase();
  // CORS preflights are answered by the CORS layer for every route: not operations.
  if (method === 'options') return undefined;
  const headers = lowerCased(options.headers);
  // RFC 9110: the scheme name is case-insensitive (the API takes 'bearer'); Prism wants 'Bearer'.
  if (headers.authorization)
    headers.authorization = headers.authorization.replace(/^bearer(?=\s)/i, 'Bearer');
  let body: unknown;
  if (options.payload !== undefined) {
    if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
      body = parsedIfJson(String(options.payload), headers['content-type']);
    } else {
      headers['content-type'] ??= 'application/json';
      body = options.payload;
    }
  }
  return {
    method,
    url: { path: target.pathname.slice(API_BASE.length), query },
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

const failures = (outcome: Outcome) =>
  outcome._tag === 'Left' ? outcome.left.filter((d) => d.severity <= MAX_FAILING_SEVERITY) : [];
const described = (diagnostics: Diagnostic[]) =>
  diagnostics.map((d) => `  - ${d.path ? `${d.path.join('.')}: ` : ''}${d.message}`).join('\n');

/** What the document refuses in a request; a path Prism cannot decode (a broken %-escape) is refused too. */
function inputFailures(validator: Validation, resource: IHttpOperation, request: PrismRequest): Diagnostic[] {
  try {
    return failures(validator.validateInput({ resource, element: request }));
  } catch (error) {
    // Thrown in Node's realm, not Jest's: recognised by name, not instanceof.
    const { name, message } = error as { name?: string; message?: string };
    if (name === 'URIError') return [{ message: `the URL cannot be decoded: ${message}`, severity: 0 }];
    throw error;
  }
}

/** Checks one request and its answer; returns what does not conform, or nothing. */
async function nonConformance(
  operations: IHttpOperation[],
  request: PrismRequest,
  response: LightMyRequestResponse,
): Promise<string | undefined> {
  const { route, validator } = prism();
  const status = response.statusCode;
  const matched = route({ resources: operations, input: request } as Parameters<Route>[0]) as
    { _tag: 'Left'; left: Error } | { _tag: 'Right'; right: IHttpOperation };
  if (matched._tag === 'Left')
    return status === 404 ? undefined : `the document has no such operation (${matched.left.message})`;
  const resource = matched.right;
  const refused = [
    ...failures(validator.validateSecurity({ resource, element: request })),
    ...inputFailures(validator, resource, request),
  ];
  const contentType = String(response.headers['content-type'] ?? '');
  const answer = {
    statusCode: status,
    headers: response.headers,
    body: parsedIfJson(response.body, contentType),
  };
  const wrongAnswer = failures(validator.validateOutput({ resource, element: answer }));
  const problems: string[] = [];
  if (refused.length > 0 && (status < 400 || status >= 500))
    problems.push(`the API answered ${status} to a request the document refuses:\n${described(refused)}`);
  if (wrongAnswer.length > 0) problems.push(`the answer is not the declared one:\n${described(wrongAnswer)}`);
  return problems.length > 0 ? problems.join('\n') : undefined;
}

/**
 * Makes app.inject check each /api request and its answer against the app's own OpenAPI
 * document (fetched once, on the first checked request). A test's request fails when the
 * pair does not conform.
 */
export function checkConformanceOfInjects(app: FastifyInstance): void {
  const original = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const inject = original as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let operations: Promise<IHttpOperation[]> | undefined;
  const operationsOf = () => {
    operations ??= openApiDocumentOf(app).then((document) => operationsOfDocument(document));
    return operations;
  };
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const normalised = typeof options === 'string' ? { url: options } : options;
    const request = requestOf(normalised);
    if (!request) return response;
    const problem = await nonConformance(await operationsOf(), request, response);
    if (problem) {
      throw new Error(
        `OpenAPI conformance: ${request.method.toUpperCase()} ${String(normalised.url)} → ${response.statusCode} ${response.body.slice(0, 300)}\n${problem}`,
      );
    }
    return response;
  };
  // The chained form (app.inject() with no options) and callbacks are left as they are.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? original(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}
