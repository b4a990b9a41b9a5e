import { useTranslation } from 'react-i18next';
import { useBus } from 'remote-kit';
import { SignedInNotice as KitSignedInNotice } from 'remote-kit/form';
import { NAMESPACE } from '../../i18n';

/**
 * What a sign-in or registration page shows to a customer already signed in: signing in
 * again as someone else would hand the new account this customer's wishlist and cart, so
 * the way is to continue, or to sign out first.
 */
export function SignedInNotice({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  return (
    <KitSignedInNotice
      message={t('session.signedIn')}
      continueTo={{ to: continueTo, label: t('session.continue') }}
      logout={{ label: t('session.logout'), onClick: () => bus.publish('session.sign-out-requested', {}) }}
    />
  );
}
