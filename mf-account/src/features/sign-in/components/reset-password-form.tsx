import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiClient } from 'remote-kit';
import { PASSWORD_MIN_LENGTH, ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { FormErrorsAlert } from '../../../shared/form/form-errors-alert';
import { RequestProblemAlert } from '../../../shared/form/request-problem-alert';
import { SubmitButton } from '../../../shared/form/submit-button';
import { PasswordField } from '../../../shared/form/password-field';
import { useExamplePassword } from '../../../shared/form/use-example-password';
import { useFocusFirstInvalid } from '../../../shared/form/use-focus-first-invalid';
import { useFormValues } from '../../../shared/form/use-form-values';
import { useAuthForm } from '../../../shared/sign-in/use-auth-form';
import formStyles from '../../../shared/form/form.module.css';
import { resetPassword } from '../api/reset-password';

const FIELDS = ['password', 'repeatPassword'] as const;

/**
 * A new password with the token of an e-mailed reset link; once saved the customer is
 * signed in (without remember-me) and taken home. A refused token (unknown, used,
 * expired) shows above the form with a way to ask for a new link.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues({ password: '', repeatPassword: '' });
  const auth = useAuthForm({ fields: FIELDS, passwordFields: FIELDS, returnTo: ROUTES.home });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, auth.errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { password, repeatPassword } = form.values;
    void auth.send(
      (signal) => resetPassword(apiClient(), { token, password, repeat_password: repeatPassword }, signal),
      { rememberMe: false, clear: (fields) => form.clear(fields.filter((field) => field !== 'email')) },
    );
  };

  const tokenRefused = Boolean(auth.errors?.form.token);
  return (
    <form ref={formRef} className={formStyles.stack} onSubmit={onSubmit} noValidate>
      <FormErrorsAlert errors={auth.errors?.form}>
        {tokenRefused && (
          <p>
            <Link to={ROUTES.recoverPassword}>{t('signIn.reset.askAgain')}</Link>
          </p>
        )}
      </FormErrorsAlert>
      <RequestProblemAlert problem={auth.problem} />
      <PasswordField
        id="account-reset-password"
        {...form.text('password')}
        autoComplete="new-password"
        label={t('signIn.reset.password')}
        hint={t('signIn.reset.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        placeholder={placeholder}
        errors={auth.errors?.fields.password}
      />
      <PasswordField
        id="account-reset-repeat-password"
        {...form.text('repeatPassword')}
        autoComplete="new-password"
        label={t('signIn.reset.repeatPassword')}
        placeholder={placeholder}
        errors={auth.errors?.fields.repeatPassword}
      />
      <SubmitButton label={t('signIn.reset.submit')} pending={auth.pending} />
    </form>
  );
}
