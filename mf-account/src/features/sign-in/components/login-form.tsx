import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { EmailPasswordForm } from 'remote-kit/form';
import { loginCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { usePublishSignIn } from '../../../shared/sign-in/publish-sign-in';
import { type SignInFormProps } from '../../../shared/sign-in/use-auth-form';

/** E-mail, password and remember-me (docs/spec.md §2 /login); the server checks everything. */
export function LoginForm({ returnTo, labelledBy }: SignInFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const onSignedIn = usePublishSignIn();
  return (
    <EmailPasswordForm
      idPrefix="account-login"
      labels={{
        email: t('signIn.email'),
        password: t('signIn.password'),
        rememberMe: t('signIn.rememberMe'),
        submit: t('signIn.submit'),
      }}
      signIn={(credentials, signal) => apiClient().call(loginCall, { body: credentials }, { signal })}
      onSignedIn={onSignedIn}
      returnTo={returnTo}
      labelledBy={labelledBy}
    />
  );
}
