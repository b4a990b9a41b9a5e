import { type ReactNode } from 'react';
import { type FieldErrors } from 'shared-contracts';
import { FormAlert } from './form-alert';
import { type RequestProblem } from './request-problem';
import { RequestProblemAlert } from './request-problem-alert';
import { allMessages } from './split-errors';

/**
 * What went wrong for the whole form: the server's errors that belong to no field
 * (`auth`, `server`…), with `children` after them, and a line when a request got no usable answer.
 */
export function FormErrorsAlert({
  errors,
  problem,
  children,
}: {
  errors: FieldErrors | undefined;
  problem?: RequestProblem | undefined;
  children?: ReactNode;
}) {
  const messages = errors ? allMessages(errors) : [];
  return (
    <>
      {messages.length > 0 && (
        <FormAlert tone="error">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {children}
        </FormAlert>
      )}
      <RequestProblemAlert problem={problem} />
    </>
  );
}
