import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiResult, type AuthAnswer } from 'shared-contracts';
import { useSubmission } from './use-submission';
import { fieldsToClear } from './fields-to-clear';
import { type RequestProblem, requestProblemOf } from './request-problem';
import { type SplitErrors, splitErrors } from './split-errors';

/** Wire names the API may use for a form field. */
const FIELD_ALIASES = { repeat_password: 'repeatPassword' } as const;

export interface SignInFormOptions<Field extends string> {
  /** The form's fields: their errors show under them, any other key above the form. */
  fields: readonly Field[];
  /** Cleared after errors, unless an error concerns the e-mail (docs/spec.md §4, §5). */
  passwordFields: readonly Field[];
  /** Hands the new session to the shell (its bus event). */
  onSignedIn: (answer: AuthAnswer, rememberMe: boolean) => void;
  /** Where the person goes once signed in (replacing the sign-in page in the history). */
  returnTo: string;
  /** Registration logs a request that got no answer to the console (docs/spec.md §8). */
  logProblems?: boolean;
}

export interface SignInSubmit<Field extends string> {
  rememberMe: boolean;
  /** Empties the fields the clearing rule names. */
  clear: (fields: Array<Field | 'email'>) => void;
}

/**
 * A form whose success signs someone in (a customer's login or registration, a staff
 * member's): one request at a time; a success goes to `onSignedIn`, then to `returnTo`; errors show per field
 * and clear the inputs; no answer leaves the form usable with a short line saying so.
 */
export function useSignInForm<Field extends string>({
  fields,
  passwordFields,
  onSignedIn,
  returnTo,
  logProblems = false,
}: SignInFormOptions<Field>) {
  const navigate = useNavigate();
  const { pending, submit } = useSubmission();
  const [errors, setErrors] = useState<SplitErrors<Field>>();
  const [problem, setProblem] = useState<RequestProblem>();

  const send = useCallback(
    (
      request: (signal: AbortSignal) => Promise<ApiResult<AuthAnswer>>,
      { rememberMe, clear }: SignInSubmit<Field>,
    ) =>
      submit(async (signal) => {
        setProblem(undefined);
        const result = await request(signal);
        if (signal.aborted) return;
        if (result.kind === 'ok') {
          onSignedIn(result.data, rememberMe);
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
    [submit, onSignedIn, navigate, returnTo, fields, passwordFields, logProblems],
  );

  return { pending, errors, problem, send };
}
