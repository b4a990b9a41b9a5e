import { useCallback, useRef, useState } from 'react';

type FormValues = Record<string, string | boolean>;

export interface FormValuesApi<T extends FormValues> {
  values: T;
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Puts these fields back to their first value (an error's clearing rule, a success). */
  clear: (names: readonly (keyof T)[]) => void;
}

/** A form's controlled values. */
export function useFormValues<T extends FormValues>(initial: T): FormValuesApi<T> {
  const first = useRef(initial).current;
  const [values, setValues] = useState(first);
  const set = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const clear = useCallback(
    (names: readonly (keyof T)[]) =>
      setValues((current) => {
        const next = { ...current };
        for (const name of names) next[name] = first[name];
        return next;
      }),
    [first],
  );
  return { values, set, clear };
}
