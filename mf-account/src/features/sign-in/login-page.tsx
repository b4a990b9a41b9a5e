import { useTranslation } from 'react-i18next';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { useSignInTarget } from '../../shared/sign-in/return-path';
import { SignedInNotice } from '../../shared/sign-in/signed-in-notice';
import { LoginForm } from './components/login-form';
import { SignInLinks } from '../../shared/sign-in/sign-in-links';

/** /login: the customer's sign-in; then the return path it was given, or the home page. */
export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const { returnPath, returnTo, signedIn } = useSignInTarget(ROUTES.home);

  return (
    <AccountPage
      title={t('signIn.title')}
      description={t('signIn.description')}
      canonicalPath={ROUTES.login}
      intro={t('signIn.intro')}
    >
      <AccountPanel>
        {signedIn ? <SignedInNotice continueTo={returnTo} /> : <LoginForm returnTo={returnTo} />}
      </AccountPanel>
      <SignInLinks
        links={[
          {
            lead: t('signIn.noAccount'),
            label: t('signIn.register'),
            to: withReturnTo(ROUTES.register, returnPath),
          },
          { label: t('signIn.forgotPassword'), to: withReturnTo(ROUTES.recoverPassword, returnPath) },
        ]}
      />
    </AccountPage>
  );
}
