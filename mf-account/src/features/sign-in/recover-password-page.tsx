import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_TOKEN_PARAM, ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { SignInLinks } from '../../shared/sign-in/sign-in-links';
import { useReturnPath } from '../../shared/sign-in/return-path';
import { RecoverPasswordForm } from './components/recover-password-form';
import { ResetPasswordForm } from './components/reset-password-form';

/**
 * /recover-password: asks for a reset link by e-mail; the link brings the customer back
 * here with `?token=`, to choose the new password (a customer's own page: no canonical
 * address, kept out of search engines).
 */
export default function RecoverPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const token = useSearchParams()[0].get(PASSWORD_RESET_TOKEN_PARAM);
  const returnPath = useReturnPath();

  if (token)
    return (
      <AccountPage title={t('signIn.reset.title')} intro={t('signIn.reset.intro')}>
        <AccountPanel>
          <ResetPasswordForm token={token} />
        </AccountPanel>
      </AccountPage>
    );

  return (
    <AccountPage
      title={t('signIn.recoverPasswordTitle')}
      description={t('signIn.recover.description')}
      canonicalPath={ROUTES.recoverPassword}
      intro={t('signIn.recover.intro')}
    >
      <AccountPanel>
        <RecoverPasswordForm />
      </AccountPanel>
      <SignInLinks
        links={[{ label: t('signIn.recover.backToLogin'), to: withReturnTo(ROUTES.login, returnPath) }]}
      />
    </AccountPage>
  );
}
