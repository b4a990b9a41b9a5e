import { type ReactNode } from 'react';
import { type FieldErrors } from 'shared-contracts';
import { FormAlert } from './form-alert';

/** The server's errors that belong to no field, above the form. */
export function FormErrorsAlert({
  errors,
  children,
}: {
  errors: FieldErrors | undefined;
  children?: ReactNode;
}) {
  const messages = errors ? Object.values(errors).flat() : [];
  if (messages.length === 0) return null;
  return (
    <FormAlert tone="error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {children}
    </FormAlert>
  );
}
