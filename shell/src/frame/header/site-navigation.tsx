import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { type NavigationLink } from './navigation-links';
import styles from './site-navigation.module.css';

interface SiteNavigationProps {
  links: readonly NavigationLink[];
  /** i18n key of the landmark's name. */
  labelKey: string;
  /** 'bar' under the desktop header, 'panel' inside the mobile menu. */
  variant: 'bar' | 'panel';
}

/** The shop's links; the one of the current page is marked aria-current="page". */
export function SiteNavigation({ links, labelKey, variant }: SiteNavigationProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles[variant]} aria-label={t(labelKey)}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className={styles.link} to={link.to}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
