import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from 'remote-kit';
import { ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './registration-error.module.css';

/**
 * docs/spec.md §8's registration error (under the page's title 'Registration Proccess Error'): the
 * link's credentials are not valid, and support can say more.
 */
export function RegistrationError() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.lead}>{t('staffSignIn.registrationError.invalid')}</p>
      <p>{t('staffSignIn.registrationError.support')}</p>
      <Link className={buttonStyles.secondary} to={ROUTES.contact}>
        {t('staffSignIn.registrationError.contact')}
      </Link>
    </div>
  );
}
