import { useCallback, useState } from 'react';

/** A form's values by name: texts, and checkboxes' booleans. */
type FormValues = Record<string, string | boolean>;
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export interface FormValuesApi<T extends FormValues> {
  values: T;
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Puts these fields back to their initial value (an error's clearing rule, a success). */
  clear: (names: readonly (keyof T)[]) => void;
  /** What a text field takes for one value: its name, the value and the change. */
  text: (name: TextName<T>) => { name: string; value: string; onChange: (value: string) => void };
}

export interface FormValuesOptions<T extends FormValues> {
  /** Told of every change the customer makes (a field's errors go once it is edited). */
  onSet?: (name: keyof T) => void;
}

/**
 * A form's controlled values. A field shows its value in `initial` until the customer
 * changes it, and follows `initial` meanwhile (the signed-in customer's e-mail arriving, a
 * suggested text in another language).
 */
export function useFormValues<T extends FormValues>(
  initial: T,
  { onSet }: FormValuesOptions<T> = {},
): FormValuesApi<T> {
  const [edited, setEdited] = useState<Partial<T>>({});
  const values: T = { ...initial, ...edited };
  const set = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => {
      setEdited((current) => ({ ...current, [name]: value }));
      onSet?.(name);
    },
    [onSet],
  );
  const clear = useCallback(
    (names: readonly (keyof T)[]) =>
      setEdited((current) => {
        const next = { ...current };
        for (const name of names) delete next[name];
        return next;
      }),
    [],
  );
  const text = (name: TextName<T>) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as T[typeof name]),
  });
  return { values, set, clear, text };
}
