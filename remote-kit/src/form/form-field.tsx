import { type ReactElement } from 'react';
import { cx } from '../ui/cx';
import { FieldErrorList } from './field-error-list';
import styles from './form.module.css';

/** What a field gives its control: the id its label names, the class, the links to its help and errors. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What every field takes beside its control. */
export interface FieldFrameProps {
  /** The control's element id, with the team prefix: `account-login-email`. */
  id: string;
  label: string;
  /** The messages for this field (the server's, or the form's own rules). */
  errors?: readonly string[] | undefined;
  /** A line of help under the control, read with it. */
  hint?: string | undefined;
  /** A class for the field's block (its place in a row). */
  className?: string | undefined;
}

/**
 * The props of a field whose control takes text: the frame's, the value and its change,
 * and the element's own attributes `A` (those the field sets left out).
 */
export type TextControlFieldProps<A> = FieldFrameProps &
  Omit<A, 'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
    value: string;
    onChange: (value: string) => void;
  };

interface FormFieldProps extends FieldFrameProps {
  /** Draws the control with the props given (an input, a textarea, a formatted input…). */
  children: (control: ControlProps) => ReactElement;
}

/**
 * A label, its control, and under it its help and its errors in red: the control is
 * marked invalid while it has errors and names both in aria-describedby, so a screen
 * reader reads them with it.
 */
export function FormField({ id, label, errors, hint, className, children }: FormFieldProps) {
  const invalid = Boolean(errors?.length);
  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;
  const describedBy = [hint && hintId, invalid && errorsId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: cx(styles.input, invalid && styles.invalid),
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorList id={errorsId} messages={errors} />
    </div>
  );
}
