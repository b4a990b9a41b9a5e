import { useTranslation } from 'react-i18next';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { Columns } from '../../shared/layout/columns';
import { useSignInTarget } from '../../shared/sign-in/return-path';
import { SignInLinks } from '../../shared/sign-in/sign-in-links';
import { SignedInNotice } from '../../shared/sign-in/signed-in-notice';
import { RegisterForm } from '../register';
import { LoginForm } from './components/login-form';
import styles from './login-register-checkout-page.module.css';

const LOGIN_HEADING_ID = 'account-checkout-login-heading';
const REGISTER_HEADING_ID = 'account-checkout-register-heading';

/**
 * /login-register-checkout: sign in or register side by side (one above the other on
 * mobile), for a guest who checks out or a customer whose token was refused; either way
 * back to the checkout step that sent them (`?return_to=`), the address step by default.
 */
export default function LoginRegisterCheckoutPage() {
  const { t } = useTranslation(NAMESPACE);
  const { returnTo, signedIn } = useSignInTarget(ROUTES.checkoutAddress);

  return (
    <AccountPage title={t('signIn.checkoutTitle')} intro={t('signIn.checkoutIntro')} width="wide">
      {signedIn ? (
        <AccountPanel className={styles.notice}>
          <SignedInNotice continueTo={returnTo} />
        </AccountPanel>
      ) : (
        <Columns shares={[1, 1]}>
          <AccountPanel heading={{ id: LOGIN_HEADING_ID, text: t('signIn.checkoutLoginHeading') }}>
            <LoginForm returnTo={returnTo} labelledBy={LOGIN_HEADING_ID} />
            <SignInLinks
              links={[
                {
                  label: t('signIn.forgotPassword'),
                  to: withReturnTo(ROUTES.recoverPassword, returnTo),
                },
              ]}
            />
          </AccountPanel>
          <AccountPanel heading={{ id: REGISTER_HEADING_ID, text: t('signIn.checkoutRegisterHeading') }}>
            <RegisterForm returnTo={returnTo} labelledBy={REGISTER_HEADING_ID} />
          </AccountPanel>
        </Columns>
      )}
    </AccountPage>
  );
}
