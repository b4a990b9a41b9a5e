import { useTranslation } from 'react-i18next';
import { useBus } from 'remote-kit';
import { SignedInNotice } from 'remote-kit/form';
import { NAMESPACE } from '../../../i18n';

/**
 * What the sign-in page shows a staff member already signed in: go on, or log out first
 * (the shell signs out; the service ends the session on the server).
 */
export function StaffSignedInNotice({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  return (
    <SignedInNotice
      message={t('staffSignIn.signedIn')}
      continueTo={{ to: continueTo, label: t('staffSignIn.continue') }}
      logout={{
        label: t('staffSignIn.logout'),
        onClick: () => bus.publish('staff-session.sign-out-requested', {}),
      }}
    />
  );
}
