import { type TextareaHTMLAttributes } from 'react';
import { cx } from 'remote-kit';
import { type FieldFrameProps, FormField } from './form-field';
import styles from './form.module.css';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextAreaFieldProps extends FieldFrameProps, TextAreaProps {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text of several lines (a message), with its help and errors under it. */
export function TextAreaField({
  id,
  label,
  errors,
  hint,
  className,
  value,
  onChange,
  ...area
}: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} errors={errors} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...area}
          {...control}
          className={cx(control.className, styles.textarea)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
