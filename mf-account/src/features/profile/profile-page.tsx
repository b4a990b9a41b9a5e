import { useTranslation } from 'react-i18next';
import { useBusState, userIdOf } from 'remote-kit';
import { ROUTES, withReturnTo } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { Columns } from '../../shared/layout/columns';
import { PageNotice } from '../../shared/layout/page-notice';
import { AccountDetails } from './components/account-details';
import { ChangePasswordForm } from './components/change-password-form';
import { LogoutButton } from './components/logout-button';
import styles from './profile-page.module.css';

const DETAILS_HEADING_ID = 'account-profile-details-heading';
const PASSWORD_HEADING_ID = 'account-profile-password-heading';

/** /profile: the signed-in customer's e-mail, a password change and logout. */
export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const userId = userIdOf(useBusState('session.changed'));

  if (userId === undefined)
    return (
      <AccountPage title={t('profile.title')}>
        <PageNotice
          text={t('profile.signedOut')}
          action={{ to: withReturnTo(ROUTES.login, ROUTES.profile), label: t('profile.signIn') }}
        />
      </AccountPage>
    );

  return (
    <AccountPage title={t('profile.title')} width="wide">
      <Columns shares={[2, 3]}>
        <AccountPanel heading={{ id: DETAILS_HEADING_ID, text: t('profile.details.heading') }}>
          <AccountDetails userId={userId} />
          <div className={styles.logout}>
            <p className={styles.hint}>{t('profile.logout.hint')}</p>
            <LogoutButton />
          </div>
        </AccountPanel>
        <AccountPanel heading={{ id: PASSWORD_HEADING_ID, text: t('profile.changePassword.heading') }}>
          <ChangePasswordForm labelledBy={PASSWORD_HEADING_ID} />
        </AccountPanel>
      </Columns>
    </AccountPage>
  );
}
