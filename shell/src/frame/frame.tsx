import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isBackofficePath } from 'shared-contracts';
import { SessionNavigation } from '../session/session-navigation';
import { ToastRegion } from '../toasts/toast-region';
import { CookieBanner } from './cookie-banner/cookie-banner';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import styles from './frame.module.css';

/** The storefront and back-office frame: header, content, footer, banners and toasts. */
export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#content">
        {t('frame.skipToContent')}
      </a>
      <Header backoffice={isBackofficePath(pathname)} />
      <main id="content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <ToastRegion />
      <SessionNavigation />
    </div>
  );
}
