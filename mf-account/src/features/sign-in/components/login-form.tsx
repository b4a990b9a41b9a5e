import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { CheckboxField } from '../../../shared/form/checkbox-field';
import { FormErrorsAlert } from '../../../shared/form/form-errors-alert';
import { RequestProblemAlert } from '../../../shared/form/request-problem-alert';
import { SubmitButton } from '../../../shared/form/submit-button';
import { EmailField } from '../../../shared/form/email-field';
import { PasswordField } from '../../../shared/form/password-field';
import { useExamplePassword } from '../../../shared/form/use-example-password';
import { useFocusFirstInvalid } from '../../../shared/form/use-focus-first-invalid';
import { useFormValues } from '../../../shared/form/use-form-values';
import { useAuthForm } from '../../../shared/sign-in/use-auth-form';
import formStyles from '../../../shared/form/form.module.css';
import { login } from '../api/login';

const FIELDS = ['email', 'password'] as const;
const EMPTY_FORM: { email: string; password: string; rememberMe: boolean } = {
  email: '',
  password: '',
  rememberMe: false,
};
const PASSWORD_FIELDS = ['password'] as const;

interface LoginFormProps {
  /** Where the customer goes once signed in. */
  returnTo: string;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string;
}

/** E-mail, password and remember-me (SPEC.md §2 /login); the server checks everything. */
export function LoginForm({ returnTo, labelledBy }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues(EMPTY_FORM);
  const auth = useAuthForm({ fields: FIELDS, passwordFields: PASSWORD_FIELDS, returnTo });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, auth.errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { email, password, rememberMe } = form.values;
    void auth.send((signal) => login(apiClient(), { email, password }, signal), {
      rememberMe,
      clear: form.clear,
    });
  };

  return (
    <form
      ref={formRef}
      className={formStyles.stack}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <FormErrorsAlert errors={auth.errors?.form} />
      <RequestProblemAlert problem={auth.problem} />
      <EmailField
        id="account-login-email"
        {...form.text('email')}
        label={t('signIn.email')}
        errors={auth.errors?.fields.email}
      />
      <PasswordField
        id="account-login-password"
        {...form.text('password')}
        autoComplete="current-password"
        label={t('signIn.password')}
        placeholder={placeholder}
        errors={auth.errors?.fields.password}
      />
      <CheckboxField
        id="account-login-remember-me"
        name="rememberMe"
        label={t('signIn.rememberMe')}
        checked={form.values.rememberMe}
        onChange={(checked) => form.set('rememberMe', checked)}
      />
      <SubmitButton label={t('signIn.submit')} pending={auth.pending} />
    </form>
  );
}
