import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buttonStyles, cx, useBus } from 'remote-kit';
import { ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from '../profile-page.module.css';

/**
 * Logs the customer out: the shell clears the session, cookies and every remote's
 * customer data, and reloads; the home page, since this one needs a session.
 */
export function LogoutButton() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const navigate = useNavigate();
  const logout = () => {
    navigate(ROUTES.home, { replace: true });
    bus.publish('session.sign-out-requested', {});
  };
  return (
    <button type="button" className={cx(buttonStyles.secondary, styles.fullOnMobile)} onClick={logout}>
      {t('profile.logout.button')}
    </button>
  );
}
