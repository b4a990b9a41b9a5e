import { type SignInFormOptions, useSignInForm } from 'remote-kit/form';
import { usePublishSignIn } from './publish-sign-in';

/** What a sign-in form (login, register) is given by its page. */
export interface SignInFormProps {
  /** Where the customer goes once signed in. */
  returnTo: string;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string;
}

/**
 * A form whose success signs the customer in (register, password reset): the kit's sign-in
 * form, whose success hands the customer's session to the shell, then goes to the return path.
 */
export function useAuthForm<Field extends string>(options: Omit<SignInFormOptions<Field>, 'onSignedIn'>) {
  return useSignInForm({ ...options, onSignedIn: usePublishSignIn() });
}
