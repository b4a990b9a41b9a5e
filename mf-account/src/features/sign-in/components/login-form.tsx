import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import {
  CheckboxField,
  EmailField,
  Form,
  FormErrorsAlert,
  PasswordField,
  SubmitButton,
  useExamplePassword,
  useFormValues,
} from 'remote-kit/form';
import { type SignInFormProps, useAuthForm } from '../../../shared/sign-in/use-auth-form';
import { login } from '../api/login';

const FIELDS = ['email', 'password'] as const;
const EMPTY_FORM: { email: string; password: string; rememberMe: boolean } = {
  email: '',
  password: '',
  rememberMe: false,
};
const PASSWORD_FIELDS = ['password'] as const;

/** E-mail, password and remember-me (SPEC.md §2 /login); the server checks everything. */
export function LoginForm({ returnTo, labelledBy }: SignInFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues(EMPTY_FORM);
  const auth = useAuthForm({ fields: FIELDS, passwordFields: PASSWORD_FIELDS, returnTo });

  const onSubmit = () => {
    const { email, password, rememberMe } = form.values;
    void auth.send((signal) => login(apiClient(), { email, password }, signal), {
      rememberMe,
      clear: form.clear,
    });
  };

  return (
    <Form onSubmit={onSubmit} submittedErrors={auth.errors} labelledBy={labelledBy}>
      <FormErrorsAlert errors={auth.errors?.form} problem={auth.problem} />
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
    </Form>
  );
}
