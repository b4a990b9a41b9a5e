import { type FieldErrors } from 'shared-contracts';

/** A form's server errors: those shown under its own fields, and the rest shown above it. */
export interface SplitErrors<Field extends string> {
  fields: Partial<Record<Field, string[]>>;
  /** Errors under any other key (`auth`, `token`, `server`…), kept by key. */
  form: FieldErrors;
}

/**
 * Sorts an error map by the form's field names. `aliases` maps a wire name to its field
 * (`current_password` → `currentPassword`) for a key the API may send either way; an alias
 * of a field this form lacks stays a form error. Empty
 * lists are dropped.
 */
export function splitErrors<Field extends string>(
  errors: FieldErrors,
  fieldNames: readonly Field[],
  aliases: Readonly<Record<string, string>> = {},
): SplitErrors<Field> {
  const result: SplitErrors<Field> = { fields: {}, form: {} };
  const isField = (name: string | undefined): name is Field =>
    (fieldNames as readonly (string | undefined)[]).includes(name);
  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const field = [aliases[key], key].find(isField);
    if (field) result.fields[field] = [...(result.fields[field] ?? []), ...messages];
    else result.form[key] = [...(result.form[key] ?? []), ...messages];
  }
  return result;
}

/** Every message of an error map, in order. */
export function allMessages(errors: FieldErrors): string[] {
  return Object.values(errors).flat();
}
