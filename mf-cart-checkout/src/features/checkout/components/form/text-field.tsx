import { type InputHTMLAttributes } from 'react';
import { cx } from 'remote-kit';
import { FieldErrorList } from './field-error-list';
import styles from './form.module.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends InputProps {
  /** The input's element id, with the team prefix: `cart-checkout-billing-email`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's messages for this field. */
  errors?: readonly string[] | undefined;
  /** A line of help under the input, read with it. */
  hint?: string | undefined;
}

/**
 * A labelled input with its help and its server errors under it: marked invalid while it
 * has errors, and naming both in aria-describedby so a screen reader reads them with it.
 */
export function TextField({ id, label, value, onChange, errors, hint, className, ...input }: TextFieldProps) {
  const invalid = Boolean(errors?.length);
  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;
  const describedBy = [hint && hintId, invalid && errorsId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={cx(styles.input, invalid && styles.invalid)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorList id={errorsId} messages={errors} />
    </div>
  );
}
