import fc from 'fast-check';
import { encodeText } from './fuzz-requests';
import { type JsonSchema, type Operation, urlOf } from './operations';

// A well-formed request of an operation, built from its schemas: each field takes the value
// the test's fixtures give for its name (the caller's own user id, an order code, a product…),
// otherwise a plain example of its schema. The access-control matrix sends it as is (the
// allowed case) and with one part changed (a token, a user id, an order code).

export type Place = 'path' | 'query' | 'body';

/** The test's value for a field, by name and place, or undefined for the schema's example. */
export type Fixture = (name: string, schema: JsonSchema, place: Place) => unknown;

export interface ExampleRequest {
  method: string;
  url: string;
  payload?: string;
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern)
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0]!;
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A plain value of the schema: its default or first choice, its lowest number, its required fields. */
export function exampleOf(schema: JsonSchema, fixture: Fixture, place: Place): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return exampleOf(first, fixture, place);
  const type = Array.isArray(schema.type)
    ? schema.type[0]
    : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name] ?? {};
        body[name] = fixture(name, property, place) ?? exampleOf(property, fixture, place);
      }
      return body;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(schema);
  }
}

/** The operation's request with every required part filled in. */
export function exampleRequest(operation: Operation, fixture: Fixture): ExampleRequest {
  const valueOf = (name: string, schema: JsonSchema, place: Place) =>
    fixture(name, schema, place) ?? exampleOf(schema, fixture, place);
  const params = Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      encodeText(String(valueOf(parameter.name, parameter.schema, 'path'))),
    ]),
  );
  const query = operation.queryParams
    .filter((parameter) => parameter.required)
    .map(
      (parameter) =>
        `${parameter.name}=${encodeText(String(valueOf(parameter.name, parameter.schema, 'query')))}`,
    )
    .join('&');
  return {
    method: operation.method,
    url: urlOf(operation, params, query),
    ...(operation.body ? { payload: JSON.stringify(exampleOf(operation.body, fixture, 'body')) } : {}),
  };
}
