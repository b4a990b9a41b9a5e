import { type ReactElement } from 'react';
import styles from './form.module.css';

/** What a field's control is given: its id, class and the links to its errors. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id, prefixed `account-` (ids live in the page's one space). */
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  children: (control: ControlProps) => ReactElement;
}

/** A label, its control and the control's error messages in red under it. */
export function FormField({ id, label, errors, children }: FormFieldProps) {
  const errorsId = `${id}-errors`;
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorsId : undefined,
      })}
      {invalid && (
        <ul id={errorsId} className={styles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
