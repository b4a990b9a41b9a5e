import { type Message, type MessageMap } from './api-error';
import { isMessageKey, type MessageKey } from '../i18n/messages';

/** The parts of a zod issue the mapping reads (fastify-type-provider-zod flattens them into params). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
  /** Issues of each branch of a failed union. */
  errors?: unknown;
}

/** Wire names that differ from the form field the client shows the error under. */
const FIELD_ALIASES: Record<string, string> = {
  repeat_password: 'repeatPassword',
  current_password: 'currentPassword',
};

/** The error key of an input path: the form's field name, or `body` for the whole input. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const first = path[0];
  return first === undefined ? 'body' : (FIELD_ALIASES[String(first)] ?? path.map(String).join('.'));
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function typeMessage(expected: unknown): Message {
  switch (expected) {
    case 'string':
      return { key: 'expected_text' };
    case 'number':
    case 'int':
      return { key: 'expected_number' };
    case 'boolean':
      return { key: 'expected_boolean' };
    case 'object':
      return { key: 'expected_object' };
    case 'array':
      return { key: 'expected_list' };
    default:
      return { key: 'wrong_type' };
  }
}

/** The first message key a union's branches carry, e.g. 'id_format' from the digits branch. */
function branchMessageKey(branches: unknown): MessageKey | undefined {
  if (!Array.isArray(branches)) return undefined;
  for (const issue of branches.flat()) {
    const message: unknown = (issue as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && isMessageKey(message)) return message;
  }
  return undefined;
}

function sizeMessage(issue: IssueLike, tooSmall: boolean): Message {
  const bound = Number(tooSmall ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (tooSmall && bound <= 1) return { key: 'required' };
    return tooSmall
      ? { key: 'too_short', params: { min: bound } }
      : { key: 'too_long', params: { max: bound } };
  }
  return tooSmall ? { key: 'too_small', params: { min: bound } } : { key: 'too_big', params: { max: bound } };
}

function messageFor(issue: IssueLike, value: unknown): Message {
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null)
        return { key: issue.path.length === 0 ? 'expected_object' : 'required' };
      return issue.expected === 'int' ? { key: 'not_integer' } : typeMessage(issue.expected);
    case 'too_small':
      return sizeMessage(issue, true);
    case 'too_big':
      return sizeMessage(issue, false);
    case 'invalid_value':
      if (issue.expected === 'stringbool') return { key: 'expected_boolean' };
      return Array.isArray(issue.values) && issue.values.length <= 6
        ? { key: 'invalid_option', params: { options: issue.values.join(', ') } }
        : { key: 'invalid_value' };
    case 'invalid_union':
      if (value === undefined) return { key: 'required' };
      return { key: branchMessageKey(issue.errors) ?? 'wrong_type' };
    default:
      return { key: 'invalid_value' };
  }
}

/**
 * Zod issues as per-field message lists. `source` is the raw input, to tell a missing
 * value ('required') from one of the wrong type. Issues on the whole input go under `body`.
 */
export function issuesToMessages(issues: readonly IssueLike[], source: unknown): MessageMap {
  const errors: MessageMap = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const message = messageFor(issue, valueAt(source, issue.path));
    const list = (errors[field] ??= []);
    if (!list.some((existing) => existing.key === message.key)) list.push(message);
  }
  return errors;
}
