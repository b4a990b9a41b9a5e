import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { UserIcon } from '../icons/icons';
import { type NavigationLink } from './navigation-links';
import { PANEL_IDS, closePanels, headerPanelsState } from './header-panels';
import { PanelToggle } from './panel-toggle';
import styles from './account-menu.module.css';
import animation from './panel-animation.module.css';
import headerStyles from './header.module.css';

interface AccountMenuProps {
  signedIn: boolean;
  /** Where the user icon leads without a session. */
  signIn: NavigationLink;
  /** The menu's links; log out always comes after them. */
  links: readonly NavigationLink[];
  onLogout: () => void;
}

/**
 * The user icon: a link to the sign-in page without a session, and with one a button
 * that opens the account menu (docs/spec.md §1). A disclosure rather than an ARIA menu:
 * its items are plain links and a button, reached with Tab.
 */
export function AccountMenu({ signedIn, signIn, links, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const { open } = useSnapshot(headerPanelsState);

  if (!signedIn) {
    return (
      <Link className={headerStyles.iconButton} to={signIn.to} aria-label={t(signIn.labelKey)}>
        <UserIcon />
      </Link>
    );
  }

  return (
    <div className={styles.account}>
      <PanelToggle panel="user" label={t('frame.header.account')}>
        <UserIcon />
      </PanelToggle>
      <ul id={PANEL_IDS.user} className={`${styles.menu} ${animation.appear}`} hidden={open !== 'user'}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.item} to={link.to} onClick={closePanels}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={onLogout}>
            {t('frame.header.accountMenu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
