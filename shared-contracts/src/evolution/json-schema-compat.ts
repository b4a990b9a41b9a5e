/**
 * Whether one JSON Schema (as zod's toJSONSchema writes them) can stand in for another:
 * the two questions the evolution rules ask of a changed contract.
 * - `acceptsAll(next, prev)`: every value valid under `prev` is valid under `next` (a newer
 *   reader, such as the API, still takes what an older writer sends);
 * - `staysWithin(next, prev)`: every value valid under `next` is valid under `prev`, unknown
 *   object properties aside, since readers strip them (an older reader still takes what a
 *   newer writer sends).
 * Both answer with the paths where they fail: an empty list means compatible. They are
 * conservative: a change they cannot prove safe counts as breaking.
 */
export type JsonSchema = Record<string, unknown>;

const IGNORED = new Set(['description', 'default', 'examples', 'title', '$schema', 'additionalProperties']);
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'];

type Direction = 'accepts' | 'within';

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function branches(schema: JsonSchema): JsonSchema[] {
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return union ? union.flatMap(branches) : [schema];
}

function typesOf(schema: JsonSchema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
}

/** `wide` takes every value `narrow` takes, as far as their types say. */
function typeCovers(wide: JsonSchema, narrow: JsonSchema): boolean {
  const wideTypes = typesOf(wide);
  const narrowTypes = typesOf(narrow);
  if (!wideTypes) return true;
  if (!narrowTypes) return false;
  return narrowTypes.every(
    (type) => wideTypes.includes(type) || (type === 'integer' && wideTypes.includes('number')),
  );
}

function valuesOf(schema: JsonSchema): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
}

function boundsCover(wide: JsonSchema, narrow: JsonSchema): boolean {
  for (const key of LOWER_BOUNDS) {
    if (wide[key] === undefined) continue;
    if (narrow[key] === undefined || (narrow[key] as number) < (wide[key] as number)) return false;
  }
  for (const key of UPPER_BOUNDS) {
    if (wide[key] === undefined) continue;
    if (narrow[key] === undefined || (narrow[key] as number) > (wide[key] as number)) return false;
  }
  for (const key of ['pattern', 'format']) {
    if (wide[key] !== undefined && wide[key] !== narrow[key]) return false;
  }
  return true;
}

/** `wide` takes every value `narrow` takes (for one non-union schema each). */
function covers(wide: JsonSchema, narrow: JsonSchema, path: string, direction: Direction): string[] {
  if (!typeCovers(wide, narrow))
    return [`${path}: type ${JSON.stringify(narrow.type)} is not within ${JSON.stringify(wide.type)}`];
  const wideValues = valuesOf(wide);
  if (wideValues) {
    const narrowValues = valuesOf(narrow);
    const missing = narrowValues?.filter(
      (value) => !wideValues.some((v) => JSON.stringify(v) === JSON.stringify(value)),
    );
    if (!narrowValues || missing!.length > 0)
      return [`${path}: values ${JSON.stringify(missing ?? 'any')} are not allowed any more`];
  }
  if (!boundsCover(wide, narrow))
    return [`${path}: its limits (length, range, pattern, format) were tightened`];
  const problems: string[] = [];
  if (isObject(wide.items) && isObject(narrow.items))
    problems.push(...compare(wide.items, narrow.items, `${path}[]`, direction));
  if (isObject(wide.properties) || isObject(narrow.properties))
    problems.push(...compareObjects(wide, narrow, path, direction));
  if (isObject(wide.additionalProperties) && isObject(narrow.additionalProperties))
    problems.push(...compare(wide.additionalProperties, narrow.additionalProperties, `${path}{}`, direction));
  return problems;
}

function compareObjects(wide: JsonSchema, narrow: JsonSchema, path: string, direction: Direction): string[] {
  const wideProps = (wide.properties ?? {}) as Record<string, JsonSchema>;
  const narrowProps = (narrow.properties ?? {}) as Record<string, JsonSchema>;
  const wideRequired = new Set((wide.required ?? []) as string[]);
  const narrowRequired = new Set((narrow.required ?? []) as string[]);
  const problems: string[] = [];
  for (const name of wideRequired) {
    if (!narrowRequired.has(name))
      problems.push(`${path}.${name}: required now, and values without it exist`);
  }
  for (const [name, schema] of Object.entries(wideProps)) {
    const other = narrowProps[name];
    if (other) problems.push(...compare(schema, other, `${path}.${name}`, direction));
    // A property only the wide side knows: values of the narrow side never carry it.
  }
  for (const name of Object.keys(narrowProps)) {
    // Readers strip properties they do not know, so a property the wide side lost is
    // tolerated when the wide side is the older reader; a newer reader losing one is not.
    if (!(name in wideProps) && direction === 'accepts') problems.push(`${path}.${name}: removed`);
  }
  return problems;
}

/** Compares two schemas in a direction; `wide` must take all of `narrow`. */
function compare(wide: JsonSchema, narrow: JsonSchema, path: string, direction: Direction): string[] {
  const strip = (schema: JsonSchema) =>
    Object.fromEntries(Object.entries(schema).filter(([key]) => !IGNORED.has(key)));
  const wideBranches = branches(strip(wide)).map(strip);
  const problems: string[] = [];
  for (const branch of branches(strip(narrow)).map(strip)) {
    const attempts = wideBranches.map((candidate) => covers(candidate, branch, path, direction));
    if (!attempts.some((found) => found.length === 0))
      problems.push(...(attempts[0] ?? [`${path}: no match`]));
  }
  return problems;
}

/** Every value `prev` allows, `next` allows too. */
export function acceptsAll(next: JsonSchema, prev: JsonSchema, path = '$'): string[] {
  return compare(next, prev, path, 'accepts');
}

/** Every value `next` allows, `prev` (whose readers strip unknown properties) allows too. */
export function staysWithin(next: JsonSchema, prev: JsonSchema, path = '$'): string[] {
  return compare(prev, next, path, 'within');
}
