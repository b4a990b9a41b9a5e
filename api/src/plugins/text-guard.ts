import { type FastifyInstance } from 'fastify';
import { FieldErrors } from '../http/api-error';
import { fieldOf } from '../http/zod-errors';

/** Where the walk stops: no request of this API nests deeper, and a hostile one cannot blow the stack. */
const MAX_DEPTH = 32;

/** The paths of the strings in `input` that contain U+0000 (iterative: bodies may nest thousands deep). */
function nulPaths(input: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (value !== null && typeof value === 'object' && path.length < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: [...path, key] });
    }
  }
  return found;
}

/** Whether any string in `input` contains U+0000, down to MAX_DEPTH: nothing allocated for a clean request. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && hasNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any path segment, query value or body string
 * would fail the first query that carries it, as a 500. This refuses it first, as a 400 on
 * the field, for every route of the scope (runs before schema validation). A callback hook
 * that looks for a NUL before it works out where: most requests have none.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const { params, query, body } = request;
    if (!hasNul(params) && !hasNul(query) && !hasNul(body)) return done();
    const errors = new FieldErrors();
    for (const source of [params, query, body]) {
      for (const path of nulPaths(source)) errors.add(fieldOf(path), 'nul_character');
    }
    try {
      errors.throwIfAny();
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
