import { type RateLimitOptions } from '@fastify/rate-limit';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type onRequestHookHandler,
} from 'fastify';
import { type Readable } from 'node:stream';
import { type CallAnswer, type CallDescriptor, type CallRequest, ErrorBodySchema } from 'shared-contracts';

/** A route's request once the call's schemas have validated and parsed it. */
export type CallRequestOf<D extends CallDescriptor> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  CallRequest<D>;

export type CallHandler<D extends CallDescriptor> = (
  request: CallRequestOf<D>,
  reply: FastifyReply,
) => Promise<CallAnswer<D>>;

export interface ServeOptions {
  /** The onRequest hook that enforces the call's `auth` (required unless it is 'none'). */
  guard?: onRequestHookHandler;
  /** Per-client limit (plugins/rate-limit `rateLimitFor`). */
  rateLimit?: RateLimitOptions;
}

/**
 * The OpenAPI operationId of a call, from its method and path:
 * GET /type_products/:name → getTypeProductsByName.
 */
export function operationIdOf({ method, path }: Pick<CallDescriptor, 'method' | 'path'>): string {
  const words = path
    .split(/[/_]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalise(word.slice(1))}` : capitalise(word)));
  return method.toLowerCase() + words.join('');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the body parser answers before any route runs: a body too large, or not JSON. */
const BODY_PARSER_ERRORS = [413, 415] as const;

/** The Fastify schema of a call: validation in, serialisation out, and its OpenAPI operation. */
export function routeSchema(descriptor: CallDescriptor): FastifySchema {
  // A call that answers other than JSON (a CSV download) says its media type; its errors stay JSON.
  const success = descriptor.produces
    ? { content: { [descriptor.produces]: { schema: descriptor.answer } } }
    : descriptor.answer;
  const response: Record<number, unknown> = { [descriptor.status ?? 200]: success };
  const errors = descriptor.body ? [...descriptor.errors, ...BODY_PARSER_ERRORS] : descriptor.errors;
  for (const status of errors) response[status] = ErrorBodySchema;
  return {
    summary: descriptor.summary,
    operationId: operationIdOf(descriptor),
    tags: [descriptor.tag],
    // An empty list says "no credentials", where no list at all would leave it unsaid.
    security: descriptor.auth === 'none' ? [] : [{ bearer: [] }],
    ...(descriptor.params ? { params: descriptor.params } : {}),
    ...(descriptor.query ? { querystring: descriptor.query } : {}),
    ...(descriptor.body ? { body: descriptor.body } : {}),
    response,
  };
}

/**
 * Registers the route of one call of the contract catalogue: its method, path, schemas and
 * auth come from shared-contracts, so the route and the remotes' client cannot disagree.
 */
export function serveCall<D extends CallDescriptor>(
  app: FastifyInstance,
  descriptor: D,
  options: ServeOptions,
  handler: CallHandler<D>,
): void {
  route(app, descriptor, options, handler);
}

/**
 * Registers the route of a call that answers a stream of its `produces` media type (a CSV
 * download, written as it is read): the handler sets the headers it needs besides the type.
 */
export function serveStreamCall<D extends CallDescriptor>(
  app: FastifyInstance,
  descriptor: D,
  options: ServeOptions,
  handler: (request: CallRequestOf<D>, reply: FastifyReply) => Promise<Readable>,
): void {
  const { produces } = descriptor;
  if (!produces)
    throw new Error(`${descriptor.method} ${descriptor.path} answers JSON: serve it with serveCall`);
  route(app, descriptor, options, async (request, reply) => {
    const stream = await handler(request, reply);
    reply.type(`${produces}; charset=utf-8`);
    return stream;
  });
}

function route<D extends CallDescriptor>(
  app: FastifyInstance,
  descriptor: D,
  options: ServeOptions,
  handler: (request: CallRequestOf<D>, reply: FastifyReply) => Promise<unknown>,
): void {
  if (descriptor.auth !== 'none' && !options.guard) {
    throw new Error(`${descriptor.method} ${descriptor.path} is a ${descriptor.auth} call: give it a guard`);
  }
  app.route({
    method: descriptor.method,
    url: descriptor.path,
    schema: routeSchema(descriptor),
    ...(options.guard ? { onRequest: options.guard } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as CallRequestOf<D>, reply);
      return reply.code(descriptor.status ?? 200).send(answer);
    },
  });
}
