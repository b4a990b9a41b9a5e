import { ROUTES } from 'shared-contracts';
import { useBusState } from 'remote-kit';
import { LanguageSwitch } from '../language-switch/language-switch';
import { signInPath } from '../../session/return-path';
import { useFrameSession } from '../../session/use-frame-session';
import { usePendingReturnPath } from '../../session/use-pending-return-path';
import { signOut } from '../../session/session-store';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { MobileNavigation } from './mobile-navigation';
import { BACKOFFICE_LINKS } from './navigation-links';
import { SiteNavigation } from './site-navigation';
import styles from './header.module.css';

/** The staff menu (docs/spec.md §2: orders, then logout), with the password change before logout. */
const STAFF_LINKS = [
  { labelKey: 'frame.header.staffMenu.orders', to: ROUTES.backofficeOrders },
  { labelKey: 'frame.header.staffMenu.password', to: ROUTES.backofficePassword },
];

/** The back-office header (docs/spec.md §2): logo to /backoffice, Orders · Prices · Discount codes, staff menu. */
export function BackofficeHeaderBar() {
  const mobile = useBusState('layout.mobile', false);
  const returnPath = usePendingReturnPath('staff');
  const staff = useFrameSession('staff');

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.start}>
          {mobile && <MobileNavigation links={BACKOFFICE_LINKS} labelKey="frame.backofficeNav.label" />}
        </div>
        <Logo backoffice />
        <div className={styles.end}>
          {!mobile && <LanguageSwitch variant="short" />}
          <AccountMenu
            signedIn={Boolean(staff?.token)}
            signIn={{
              labelKey: 'frame.header.staffSignIn',
              to: signInPath('staff', staff ? undefined : returnPath),
            }}
            links={STAFF_LINKS}
            onLogout={() => signOut('staff')}
          />
        </div>
      </div>
      {!mobile && (
        <SiteNavigation links={BACKOFFICE_LINKS} labelKey="frame.backofficeNav.label" variant="bar" />
      )}
    </>
  );
}
