import { type InputHTMLAttributes } from 'react';
import { type FieldFrameProps, FormField } from './form-field';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends FieldFrameProps, InputProps {
  value: string;
  onChange: (value: string) => void;
}

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
