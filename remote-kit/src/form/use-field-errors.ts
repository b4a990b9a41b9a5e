import { useCallback, useState } from 'react';
import { type FieldErrors } from 'shared-contracts';
import { type SplitErrors } from './split-errors';

export interface FieldErrorsApi<Field extends string> {
  /** The last submit's errors: a new object each submit (what useFocusFirstInvalid watches). */
  submitted: SplitErrors<Field> | undefined;
  /** A field's messages, until the customer edits it. */
  of: (field: Field) => string[] | undefined;
  /** The messages of no field, until the next submit. */
  form: FieldErrors | undefined;
  /** A submit's errors (none: undefined). */
  show: (errors: SplitErrors<Field> | undefined) => void;
  /** The customer changed this field: its messages go. */
  edited: (field: Field) => void;
}

/** A form's errors from its last submit, each field's shown until the customer edits that field. */
export function useFieldErrors<Field extends string>(): FieldErrorsApi<Field> {
  const [state, setState] = useState<{ errors?: SplitErrors<Field>; edited: readonly Field[] }>({
    edited: [],
  });
  const show = useCallback((errors: SplitErrors<Field> | undefined) => setState({ errors, edited: [] }), []);
  const edited = useCallback(
    (field: Field) =>
      setState((current) =>
        current.edited.includes(field) ? current : { ...current, edited: [...current.edited, field] },
      ),
    [],
  );
  const { errors } = state;
  return {
    submitted: errors,
    of: (field) => (state.edited.includes(field) ? undefined : errors?.fields[field]),
    form: errors?.form,
    show,
    edited,
  };
}
