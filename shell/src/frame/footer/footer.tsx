import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBusState } from 'remote-kit';
import { type NavigationLink } from '../header/navigation-links';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '../icons/icons';
import { LanguageSwitch } from '../language-switch/language-switch';
import { HELP_LINKS, LEGAL_LINKS, SOCIAL_LINKS, type SocialNetwork } from './footer-links';
import styles from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType> = {
  Instagram: InstagramIcon,
  Pinterest: PinterestIcon,
  Facebook: FacebookIcon,
};

function LinkColumn({ headingKey, links }: { headingKey: string; links: readonly NavigationLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles.column} aria-label={t(headingKey)}>
      <h2 className={styles.heading}>{t(headingKey)}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Help, legal, social and language choices; hidden while an embedded (3-D Secure) frame is active. */
export function Footer() {
  const { t } = useTranslation('shell');
  const embeddedFrameActive = useBusState('frame.embedded-active', false);
  if (embeddedFrameActive) return null;

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>{t('frame.logo.wordmark')}</p>
          <p className={styles.about}>{t('frame.footer.about')}</p>
        </div>
        <LinkColumn headingKey="frame.footer.help" links={HELP_LINKS} />
        <LinkColumn headingKey="frame.footer.legal" links={LEGAL_LINKS} />
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('frame.footer.social')}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    className={styles.socialLink}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('frame.footer.socialLink', { network })}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
          <h2 className={styles.heading}>{t('frame.footer.language')}</h2>
          <LanguageSwitch variant="full" />
        </div>
      </div>
      <p className={styles.copyright}>{t('frame.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
