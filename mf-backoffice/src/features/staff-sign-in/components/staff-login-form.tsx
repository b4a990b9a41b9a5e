import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import { EmailPasswordForm } from 'remote-kit/form';
import { backofficeLoginCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { usePublishStaffSignIn } from '../../../shared/staff/publish-staff-sign-in';

/**
 * E-mail, password and remember-me (docs/spec.md §2 /backoffice/login); the server checks
 * everything, its errors per field clear the offending inputs (docs/spec.md §5).
 */
export function StaffLoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <EmailPasswordForm
      idPrefix="backoffice-login"
      labels={{
        email: t('staffSignIn.email'),
        password: t('staffSignIn.password'),
        rememberMe: t('staffSignIn.rememberMe'),
        submit: t('staffSignIn.submit'),
      }}
      signIn={(credentials, signal) =>
        apiClient().call(backofficeLoginCall, { body: credentials }, { signal })
      }
      onSignedIn={usePublishStaffSignIn()}
      returnTo={returnTo}
    />
  );
}
