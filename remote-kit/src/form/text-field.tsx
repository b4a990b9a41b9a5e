import { type InputHTMLAttributes } from 'react';
import { FormField, type TextControlFieldProps } from './form-field';

export type TextFieldProps = TextControlFieldProps<InputHTMLAttributes<HTMLInputElement>>;

/** A labelled one-line input with its help and its errors under it (see FormField). */
export function TextField({ id, label, errors, hint, className, value, onChange, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} errors={errors} hint={hint} className={className}>
      {(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
