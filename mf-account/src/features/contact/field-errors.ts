import { type FieldErrors } from 'shared-contracts';

/**
 * A form's server errors split in two: the lists of its own fields, shown under each, and
 * every other message (a rate limit, an unknown product), shown above the button.
 */
export function splitFieldErrors<Field extends string>(
  errors: FieldErrors,
  fields: readonly Field[],
): { byField: Partial<Record<Field, string[]>>; other: string[] } {
  const byField: Partial<Record<Field, string[]>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(key)) byField[key as Field] = messages;
    else other.push(...messages);
  }
  return { byField, other };
}
