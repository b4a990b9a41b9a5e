import { type FastifyInstance } from 'fastify';
import { openApiDocumentOf } from '../openapi/document';

// The operations of the API's published OpenAPI document, in the shape the security suite
// walks: every route it fuzzes and every Bearer route of its access-control matrix comes from
// here, so a new call is covered as soon as the document names it.

/** The part of JSON Schema the document's call schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** Who the document lets call an operation; Bearer operations under /backoffice are the staff's. */
export type Audience = 'anyone' | 'customer' | 'staff';

export interface Operation {
  method: string;
  /** The document's path template, e.g. `/orders/{userId}/{orderCode}` (under /api). */
  path: string;
  audience: Audience;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The statuses the document declares for it. */
  statuses: number[];
}

interface DocumentOperation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

const API_BASE = '/api';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function audienceOf(path: string, operation: DocumentOperation): Audience {
  if (!operation.security?.some((requirement) => 'bearer' in requirement)) return 'anyone';
  return path.startsWith('/backoffice/') ? 'staff' : 'customer';
}

const parametersIn = (operation: DocumentOperation, place: 'path' | 'query'): Parameter[] =>
  (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map(({ name, required, schema }) => ({ name, required: required ?? place === 'path', schema }));

/** Every operation of a document. */
export function operationsOfDocument(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, DocumentOperation>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        audience: audienceOf(path, operation),
        pathParams: parametersIn(operation, 'path'),
        queryParams: parametersIn(operation, 'query'),
        ...(operation.requestBody
          ? { body: operation.requestBody.content['application/json']?.schema ?? {} }
          : {}),
        statuses: Object.keys(operation.responses).map(Number),
      });
    }
  }
  return operations;
}

/** The operations the running app publishes at /api/docs/json. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  return operationsOfDocument(await openApiDocumentOf(app));
}

/** `/api` + the path with each `{name}` replaced by the (already encoded) value given for it. */
export function urlOf(operation: Operation, encodedParams: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodedParams[name] ?? 'x');
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

export const nameOf = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;
