import { type ApiResult, type AuthAnswer } from 'shared-contracts';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import { FormErrorsAlert } from './form-errors-alert';
import { Form } from './form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useExamplePassword } from './use-example-password';
import { useFormValues } from './use-form-values';
import { type SignInFormOptions, useSignInForm } from './use-sign-in-form';

const FIELDS = ['email', 'password'] as const;
const PASSWORD_FIELDS = ['password'] as const;
const EMPTY_FORM: { email: string; password: string; rememberMe: boolean } = {
  email: '',
  password: '',
  rememberMe: false,
};

export interface EmailPasswordFormProps extends Pick<SignInFormOptions<'email'>, 'onSignedIn' | 'returnTo'> {
  /** The start of the fields' ids, with the team prefix: `account-login` gives `account-login-email`. */
  idPrefix: string;
  labels: { email: string; password: string; rememberMe: string; submit: string };
  /** The sign-in call: a customer's POST /login, a staff member's POST /backoffice/login. */
  signIn: (
    credentials: { email: string; password: string },
    signal: AbortSignal,
  ) => Promise<ApiResult<AuthAnswer>>;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string | undefined;
}

/**
 * A sign-in with e-mail, password and remember-me (docs/spec.md §2 /login and /backoffice/login):
 * the server checks everything; its errors show under the fields and clear the password, or
 * the e-mail when they concern it (docs/spec.md §4, §5); a success goes to `onSignedIn` with
 * remember-me, then to `returnTo`.
 */
export function EmailPasswordForm({
  idPrefix,
  labels,
  signIn,
  onSignedIn,
  returnTo,
  labelledBy,
}: EmailPasswordFormProps) {
  const placeholder = useExamplePassword();
  const form = useFormValues(EMPTY_FORM);
  const auth = useSignInForm({ fields: FIELDS, passwordFields: PASSWORD_FIELDS, onSignedIn, returnTo });

  const onSubmit = () => {
    const { email, password, rememberMe } = form.values;
    void auth.send((signal) => signIn({ email, password }, signal), { rememberMe, clear: form.clear });
  };

  return (
    <Form onSubmit={onSubmit} submittedErrors={auth.errors} labelledBy={labelledBy}>
      <FormErrorsAlert errors={auth.errors?.form} problem={auth.problem} />
      <EmailField
        id={`${idPrefix}-email`}
        {...form.text('email')}
        label={labels.email}
        errors={auth.errors?.fields.email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        {...form.text('password')}
        autoComplete="current-password"
        label={labels.password}
        placeholder={placeholder}
        errors={auth.errors?.fields.password}
      />
      <CheckboxField
        id={`${idPrefix}-remember-me`}
        name="rememberMe"
        label={labels.rememberMe}
        checked={form.values.rememberMe}
        onChange={(checked) => form.set('rememberMe', checked)}
      />
      <SubmitButton label={labels.submit} pending={auth.pending} />
    </Form>
  );
}
