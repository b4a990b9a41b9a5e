import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBus } from 'remote-kit';
import { useSignInForm } from 'remote-kit/form';
import { type AuthAnswer } from 'shared-contracts';
import { publishSignIn } from './publish-sign-in';

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

/**
 * A form whose success signs the customer in (login, register, password reset): the kit's
 * sign-in form, whose success hands the session to the shell and takes the customer to the
 * return path.
 */
export function useAuthForm<Field extends string>({ returnTo, ...options }: AuthFormOptions<Field>) {
  const bus = useBus();
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (answer: AuthAnswer, rememberMe: boolean) => {
      publishSignIn(bus, answer, rememberMe);
      navigate(returnTo, { replace: true });
    },
    [bus, navigate, returnTo],
  );
  return useSignInForm({ ...options, onSignedIn });
}
