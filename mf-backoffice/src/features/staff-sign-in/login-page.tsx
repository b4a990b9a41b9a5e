import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { BackofficePage, Panel } from '../../shared/layout/backoffice-page';
import { staffReturnPath } from '../../shared/staff/sign-in-path';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { StaffLoginForm } from './components/staff-login-form';
import { StaffSignedInNotice } from './components/staff-signed-in-notice';

/** /backoffice/login: the staff member's sign-in; then the back-office page it was given, or /backoffice. */
export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const returnTo = staffReturnPath(useLocation().search);
  const signedIn = useStaffUserId() !== undefined;
  return (
    <BackofficePage title={t('staffSignIn.title')} intro={t('staffSignIn.intro')} width="narrow">
      <Panel>
        {signedIn ? <StaffSignedInNotice continueTo={returnTo} /> : <StaffLoginForm returnTo={returnTo} />}
      </Panel>
    </BackofficePage>
  );
}
