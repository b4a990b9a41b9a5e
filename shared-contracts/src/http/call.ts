import { type z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone, a signed-in customer (Bearer customer token) or a signed-in
 * staff member (Bearer staff token). The API enforces it; the client picks the token by it.
 */
export type AuthKind = 'none' | 'customer' | 'staff';

/**
 * One API call, written once: the API registers its route from it and the remotes call it
 * through it, so a method, a path and its schemas never exist twice.
 *
 * `path` is relative to the API base (`/api`) with `:name` parameters, as Fastify writes them.
 * `errors` lists the failure statuses the call may answer, each with the shared error body.
 */
export interface CallDescriptor<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  /** One line for the OpenAPI operation. */
  summary: string;
  /** The OpenAPI tag: the domain. */
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
  /** The success status: 200 unless the call creates something (201). */
  status?: 200 | 201;
  /**
   * The success answer's media type when it is not JSON: a `text/csv` call answers a stream
   * of text (its `answer` schema is a string), which a client downloads rather than parses.
   */
  produces?: 'text/csv';
  errors: readonly number[];
}

/** Declares a call; the identity function keeps every literal type for both sides. */
export function defineCall<
  const Params extends z.ZodType | undefined = undefined,
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Answer extends z.ZodType = z.ZodType,
>(descriptor: CallDescriptor<Params, Query, Body, Answer>): CallDescriptor<Params, Query, Body, Answer> {
  return descriptor;
}

/** Whether a module export is a call descriptor (duck-typed: zod may come from another bundle). */
export function isCallDescriptor(value: unknown): value is CallDescriptor {
  const candidate = value as Partial<CallDescriptor> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.auth === 'string' &&
    typeof (candidate.answer as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

type Part<D extends CallDescriptor, K extends 'params' | 'query' | 'body'> = NonNullable<D[K]>;

/** The input of one part of a call, or `undefined` when the call has no such part. */
type InputPart<S, Key extends string> = [S] extends [never]
  ? { [P in Key]?: undefined }
  : S extends z.ZodType
    ? { [P in Key]: z.input<S> }
    : { [P in Key]?: undefined };

type OutputPart<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.output<S> : undefined;

/** What a caller gives: path parameters, query and body as the schemas take them. */
export type CallInput<D extends CallDescriptor> = InputPart<Part<D, 'params'>, 'params'> &
  InputPart<Part<D, 'query'>, 'query'> &
  InputPart<Part<D, 'body'>, 'body'>;

/** What a route handler receives once the API has validated the request. */
export interface CallRequest<D extends CallDescriptor> {
  params: OutputPart<Part<D, 'params'>>;
  query: OutputPart<Part<D, 'query'>>;
  body: OutputPart<Part<D, 'body'>>;
}

export type CallAnswer<D extends CallDescriptor> = z.output<D['answer']>;

/** The path with its `:name` parameters filled in, each one URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
