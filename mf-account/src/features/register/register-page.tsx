import { useTranslation } from 'react-i18next';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { useSignInTarget } from '../../shared/sign-in/return-path';
import { SignInLinks } from '../../shared/sign-in/sign-in-links';
import { SignedInNotice } from '../../shared/sign-in/signed-in-notice';
import { RegisterForm } from './components/register-form';

/** /register: a new customer account, signed in at once; then the return path, or the home page. */
export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const { returnPath, returnTo, signedIn } = useSignInTarget(ROUTES.home);

  return (
    <AccountPage
      title={t('register.title')}
      description={t('register.description')}
      canonicalPath={ROUTES.register}
      intro={t('register.intro')}
    >
      <AccountPanel>
        {signedIn ? <SignedInNotice continueTo={returnTo} /> : <RegisterForm returnTo={returnTo} />}
      </AccountPanel>
      <SignInLinks
        links={[
          {
            lead: t('register.haveAccount'),
            label: t('register.login'),
            to: withReturnTo(ROUTES.login, returnPath),
          },
        ]}
      />
    </AccountPage>
  );
}
