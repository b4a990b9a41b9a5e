import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBus, useSubmission } from 'remote-kit';
import { type ApiResult, type AuthAnswer } from 'shared-contracts';
import { type RequestProblem, type SplitErrors, requestProblemOf, splitErrors } from 'remote-kit/form';
import { fieldsToClear } from './fields-to-clear';
import { publishSignIn } from './publish-sign-in';

/** Wire names the API may use for a form field. */
const FIELD_ALIASES = { repeat_password: 'repeatPassword' } as const;

/** What a sign-in form (login, register) is given by its page. */
export interface SignInFormProps {
  /** Where the customer goes once signed in. */
  returnTo: string;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string;
}

export interface AuthFormOptions<Field extends string> {
  /** The form's fields: their errors show under them, any other key above the form. */
  fields: readonly Field[];
  /** Cleared after errors, unless an error concerns the e-mail (SPEC.md §4). */
  passwordFields: readonly Field[];
  /** Where the customer goes once signed in. */
  returnTo: string;
  /** Registration logs a request that got no answer to the console (SPEC.md §8). */
  logProblems?: boolean;
}

export interface AuthSubmit<Field extends string> {
  rememberMe: boolean;
  /** Empties the fields the clearing rule names. */
  clear: (fields: Array<Field | 'email'>) => void;
}

/**
 * A form whose success signs the customer in (login, register, password reset): one
 * request at a time; on success the session goes to the shell and the customer to the
 * return path; errors show per field and clear the inputs; no answer leaves the form
 * usable with a short line saying so.
 */
export function useAuthForm<Field extends string>({
  fields,
  passwordFields,
  returnTo,
  logProblems = false,
}: AuthFormOptions<Field>) {
  const bus = useBus();
  const navigate = useNavigate();
  const { pending, submit } = useSubmission();
  const [errors, setErrors] = useState<SplitErrors<Field>>();
  const [problem, setProblem] = useState<RequestProblem>();

  const send = useCallback(
    (
      request: (signal: AbortSignal) => Promise<ApiResult<AuthAnswer>>,
      { rememberMe, clear }: AuthSubmit<Field>,
    ) =>
      submit(async (signal) => {
        setProblem(undefined);
        const result = await request(signal);
        if (signal.aborted) return;
        if (result.kind === 'ok') {
          publishSignIn(bus, result.data, rememberMe);
          navigate(returnTo, { replace: true });
        } else if (result.kind === 'errors') {
          setErrors(splitErrors(result.errors, fields, FIELD_ALIASES));
          clear(fieldsToClear(result.errors, passwordFields));
        } else {
          if (logProblems) console.error('The request got no usable answer:', result.message);
          setErrors(undefined);
          setProblem(requestProblemOf(result));
        }
      }),
    [bus, navigate, submit, fields, passwordFields, returnTo, logProblems],
  );

  return { pending, errors, problem, send };
}
