import { type TextareaHTMLAttributes } from 'react';
import { cx } from '../ui/cx';
import { FormField, type TextControlFieldProps } from './form-field';
import styles from './form.module.css';

export type TextAreaFieldProps = TextControlFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

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
