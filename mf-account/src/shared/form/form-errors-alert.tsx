import { type ReactNode } from 'react';
import { type FieldErrors } from 'shared-contracts';
import { FormAlert } from './form-alert';
import { allMessages } from './split-errors';

/** The server's errors that belong to no field (`auth`, `server`…), above the form. */
export function FormErrorsAlert({
  errors,
  children,
}: {
  errors: FieldErrors | undefined;
  children?: ReactNode;
}) {
  const messages = errors ? allMessages(errors) : [];
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
