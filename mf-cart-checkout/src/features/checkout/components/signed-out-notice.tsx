import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './checkout-page.module.css';

/** A checkout page without a session (docs/spec.md §2): the text, and a sign-in that comes back here. */
export function SignedOutNotice() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname, search } = useLocation();
  const signIn = withReturnTo(ROUTES.loginRegisterCheckout, `${pathname}${search}`);
  return (
    <div className={styles.notice}>
      <p>{t('checkout.signedOut.text')}</p>
      <Link className={styles.action} to={signIn}>
        {t('checkout.signedOut.signIn')}
      </Link>
    </div>
  );
}
