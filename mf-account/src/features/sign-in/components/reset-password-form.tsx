import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiClient } from 'remote-kit';
import { ROUTES, resetPasswordCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import {
  Form,
  FormErrorsAlert,
  NewPasswordFields,
  SubmitButton,
  useExamplePassword,
  useFormValues,
} from 'remote-kit/form';
import { useAuthForm } from '../../../shared/sign-in/use-auth-form';

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

  const onSubmit = () => {
    const { password, repeatPassword } = form.values;
    void auth.send(
      (signal) =>
        apiClient().call(
          resetPasswordCall,
          { body: { token, password, repeat_password: repeatPassword } },
          { signal },
        ),
      { rememberMe: false, clear: (fields) => form.clear(fields.filter((field) => field !== 'email')) },
    );
  };

  const tokenRefused = Boolean(auth.errors?.form.token);
  return (
    <Form onSubmit={onSubmit} submittedErrors={auth.errors}>
      <FormErrorsAlert errors={auth.errors?.form} problem={auth.problem}>
        {tokenRefused && (
          <p>
            <Link to={ROUTES.recoverPassword}>{t('signIn.reset.askAgain')}</Link>
          </p>
        )}
      </FormErrorsAlert>
      <NewPasswordFields
        idPrefix="account-reset"
        form={form}
        errors={auth.errors?.fields}
        labels={{ password: t('signIn.reset.password'), repeat: t('signIn.reset.repeatPassword') }}
        placeholder={placeholder}
      />
      <SubmitButton label={t('signIn.reset.submit')} pending={auth.pending} />
    </Form>
  );
}
