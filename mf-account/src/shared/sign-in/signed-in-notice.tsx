import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles, useBus } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { FormAlert } from 'remote-kit/form';
import styles from './signed-in-notice.module.css';

/**
 * What a sign-in or registration page shows to a customer already signed in: signing in
 * again as someone else would hand the new account this customer's wishlist and cart, so
 * the way is to continue, or to sign out first.
 */
export function SignedInNotice({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  return (
    <FormAlert tone="info">
      <p>{t('session.signedIn')}</p>
      <div className={styles.actions}>
        <Link className={buttonStyles.primary} to={continueTo}>
          {t('session.continue')}
        </Link>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => bus.publish('session.sign-out-requested', {})}
        >
          {t('session.logout')}
        </button>
      </div>
    </FormAlert>
  );
}
