import fc from 'fast-check';
import { type JsonSchema } from './operations';

// Values that fit a schema of the document, or nearly: a request made only of bad values is
// refused at the first field, so the fuzzer mixes these in to reach the checks behind it
// (another field, the guard's user id, the service's rules).

/** Values the test knows to be meaningful for fields of these names (the caller's own ids). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const PROPERTY_HINTS: [RegExp, string][] = [
  [/^(user_?id|id_user)$/i, 'userId'],
  [/^(order_?code|code)$/i, 'orderCode'],
];

/** The hint for a field, by its name (user_id, userId, id_user; order_code, orderCode, code). */
export function hintFor(name: string, hints: Hints): fc.Arbitrary<unknown> | undefined {
  const entry = PROPERTY_HINTS.find(([pattern]) => pattern.test(name));
  return entry ? hints[entry[1]] : undefined;
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return ['string'];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const maxLength = schema.maxLength ?? 64;
    return fc.stringMatching(pattern).filter((text) => text.length <= maxLength);
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1000, -1_000_000);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1000, 1_000_000);
  const low = Math.ceil(min);
  const high = Math.max(low, Math.floor(max));
  return integer
    ? fc.integer({ min: low, max: high })
    : fc.oneof(fc.integer({ min: low, max: high }), fc.double({ min: low, max: high, noNaN: true }));
}

function objectFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, hintFor(name, hints) ?? plausibleValue(property, hints)]),
    ),
    { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
  );
}

/** A value that fits the schema (a field's own name may pick a hint instead). */
export function plausibleValue(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((part) => plausibleValue(part, hints)));
  if (schema.allOf?.length) return plausibleValue(Object.assign({}, ...schema.allOf) as JsonSchema, hints);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  return fc.oneof(
    ...types(schema).map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectFor(schema, hints);
        case 'array':
          return fc.array(plausibleValue(schema.items ?? {}, hints), { maxLength: 3 });
        case 'integer':
          return numberFor(schema, true);
        case 'number':
          return numberFor(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return stringFor(schema);
      }
    }),
  );
}
