import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { registerCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import {
  EmailField,
  Form,
  FormErrorsAlert,
  NewPasswordFields,
  SubmitButton,
  useExamplePassword,
  useFormValues,
} from 'remote-kit/form';
import { type SignInFormProps, useAuthForm } from '../../../shared/sign-in/use-auth-form';

const FIELDS = ['email', 'password', 'repeatPassword'] as const;
const PASSWORD_FIELDS = ['password', 'repeatPassword'] as const;

/**
 * E-mail, password and its repetition (docs/spec.md §2 /register); the server checks
 * everything. A new account is signed in without remember-me cookies (docs/spec.md §4).
 */
export function RegisterForm({ returnTo, labelledBy }: SignInFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues({ email: '', password: '', repeatPassword: '' });
  const auth = useAuthForm({ fields: FIELDS, passwordFields: PASSWORD_FIELDS, returnTo, logProblems: true });

  const onSubmit = () => {
    const { email, password, repeatPassword } = form.values;
    void auth.send(
      (signal) =>
        apiClient().call(
          registerCall,
          { body: { email, password, repeat_password: repeatPassword } },
          { signal },
        ),
      { rememberMe: false, clear: form.clear },
    );
  };

  return (
    <Form onSubmit={onSubmit} submittedErrors={auth.errors} labelledBy={labelledBy}>
      <FormErrorsAlert errors={auth.errors?.form} problem={auth.problem} />
      <EmailField
        id="account-register-email"
        {...form.text('email')}
        label={t('register.email')}
        errors={auth.errors?.fields.email}
      />
      <NewPasswordFields
        idPrefix="account-register"
        form={form}
        errors={auth.errors?.fields}
        labels={{ password: t('register.password'), repeat: t('register.repeatPassword') }}
        placeholder={placeholder}
      />
      <SubmitButton label={t('register.submit')} pending={auth.pending} />
    </Form>
  );
}
