import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
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
import { register } from '../api/register';

const FIELDS = ['email', 'password', 'repeatPassword'] as const;
const PASSWORD_FIELDS = ['password', 'repeatPassword'] as const;

interface RegisterFormProps {
  /** Where the new customer goes once signed in. */
  returnTo: string;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string;
}

/**
 * E-mail, password and its repetition (SPEC.md §2 /register); the server checks
 * everything. A new account is signed in without remember-me cookies (SPEC.md §4).
 */
export function RegisterForm({ returnTo, labelledBy }: RegisterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues({ email: '', password: '', repeatPassword: '' });
  const auth = useAuthForm({ fields: FIELDS, passwordFields: PASSWORD_FIELDS, returnTo, logProblems: true });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, auth.errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { email, password, repeatPassword } = form.values;
    void auth.send(
      (signal) => register(apiClient(), { email, password, repeat_password: repeatPassword }, signal),
      { rememberMe: false, clear: form.clear },
    );
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
        id="account-register-email"
        {...form.text('email')}
        label={t('register.email')}
        errors={auth.errors?.fields.email}
      />
      <PasswordField
        id="account-register-password"
        {...form.text('password')}
        autoComplete="new-password"
        label={t('register.password')}
        hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        placeholder={placeholder}
        errors={auth.errors?.fields.password}
      />
      <PasswordField
        id="account-register-repeat-password"
        {...form.text('repeatPassword')}
        autoComplete="new-password"
        label={t('register.repeatPassword')}
        placeholder={placeholder}
        errors={auth.errors?.fields.repeatPassword}
      />
      <SubmitButton label={t('register.submit')} pending={auth.pending} />
    </form>
  );
}
