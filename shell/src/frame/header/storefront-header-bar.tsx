import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, ROUTES, isLanguage } from 'shared-contracts';
import { useBusState } from 'remote-kit';
import { BagIcon, HeartIcon, SearchIcon } from '../icons/icons';
import { LanguageSwitch } from '../language-switch/language-switch';
import { signInPath } from '../../session/return-path';
import { useFrameSession } from '../../session/use-frame-session';
import { usePendingReturnPath } from '../../session/use-pending-return-path';
import { signOut } from '../../session/session-store';
import { AccountMenu } from './account-menu';
import { CountLink } from './count-link';
import { Logo } from './logo';
import { MobileNavigation } from './mobile-navigation';
import { storefrontLinks } from './navigation-links';
import { PanelToggle } from './panel-toggle';
import { SearchPanel } from './search-panel';
import { SiteNavigation } from './site-navigation';
import styles from './header.module.css';

const ACCOUNT_LINKS = [
  { labelKey: 'frame.header.accountMenu.orders', to: ROUTES.orders },
  { labelKey: 'frame.header.accountMenu.profile', to: ROUTES.profile },
];

// docs/spec.md §2: "In the mobile user menu, logout does nothing." Kept as specified.
const doNothing = () => undefined;

/** The storefront header below the banner: search, logo, language, wishlist, account, cart, navigation. */
export function StorefrontHeaderBar() {
  const { t, i18n } = useTranslation('shell');
  const mobile = useBusState('layout.mobile', false);
  const returnPath = usePendingReturnPath('customer');
  const customer = useFrameSession('customer');
  const links = storefrontLinks(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.start}>
          {mobile && <MobileNavigation links={links} labelKey="frame.nav.label" />}
          <PanelToggle panel="search" label={t('frame.header.searchToggle')}>
            <SearchIcon />
          </PanelToggle>
          <SearchPanel />
        </div>
        <Logo backoffice={false} />
        <div className={styles.end}>
          {!mobile && <LanguageSwitch variant="short" />}
          <CountLink to={ROUTES.wishlist} topic="wishlist.count" labelKey="frame.header.wishlist">
            <HeartIcon />
          </CountLink>
          <AccountMenu
            signedIn={Boolean(customer?.token)}
            signIn={{
              labelKey: 'frame.header.signIn',
              // After an expiry, signing in again leads back to the page the session ended on.
              to: signInPath('customer', customer ? undefined : returnPath),
            }}
            links={ACCOUNT_LINKS}
            onLogout={mobile ? doNothing : () => signOut('customer')}
          />
          <CountLink to={ROUTES.cart} topic="cart.count" labelKey="frame.header.cart">
            <BagIcon />
          </CountLink>
        </div>
      </div>
      {!mobile && <SiteNavigation links={links} labelKey="frame.nav.label" variant="bar" />}
    </>
  );
}
