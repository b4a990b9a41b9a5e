import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MenuIcon } from '../icons/icons';
import { LanguageSwitch } from '../language-switch/language-switch';
import { PANEL_IDS, headerPanelsState } from './header-panels';
import { type NavigationLink } from './navigation-links';
import animation from './panel-animation.module.css';
import { PanelToggle } from './panel-toggle';
import { SiteNavigation } from './site-navigation';
import styles from './mobile-navigation.module.css';

interface MobileNavigationProps {
  links: readonly NavigationLink[];
  labelKey: string;
}

/** The mobile layout's menu button and the panel it opens: the same links, and the language switch. */
export function MobileNavigation({ links, labelKey }: MobileNavigationProps) {
  const { t } = useTranslation('shell');
  const { open } = useSnapshot(headerPanelsState);
  return (
    <>
      <PanelToggle panel="navigation" label={t('frame.header.menuToggle')}>
        <MenuIcon />
      </PanelToggle>
      <div
        id={PANEL_IDS.navigation}
        className={`${styles.panel} ${animation.appear}`}
        hidden={open !== 'navigation'}
      >
        <SiteNavigation links={links} labelKey={labelKey} variant="panel" />
        <div className={styles.language}>
          <LanguageSwitch variant="full" />
        </div>
      </div>
    </>
  );
}
