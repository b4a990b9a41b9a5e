import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useBrowserValue } from 'remote-kit';
import { readCookieConsent, saveCookieConsent } from './cookie-consent';
import styles from './cookie-banner.module.css';

const answeredBefore = () => readCookieConsent() !== null;

/** Shown until the visitor accepts or denies cookies (docs/spec.md §1); the answer stays in local storage. */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  // The server renders the banner for everyone: it cannot know an answer kept in the browser.
  const stored = useBrowserValue(answeredBefore, false);
  const [answeredNow, setAnsweredNow] = useState(false);
  if (stored || answeredNow) return null;

  const answer = (accepted: boolean) => {
    saveCookieConsent(accepted);
    setAnsweredNow(true);
  };

  return (
    <section className={styles.banner} aria-labelledby="shell-cookie-title">
      <h2 id="shell-cookie-title" className={styles.title}>
        {t('frame.cookies.title')}
      </h2>
      <p className={styles.message}>
        {t('frame.cookies.message')}{' '}
        <Link className={styles.policy} to={ROUTES.cookiesPolicy}>
          {t('frame.cookies.policy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.deny} onClick={() => answer(false)}>
          {t('frame.cookies.deny')}
        </button>
        <button type="button" className={styles.accept} onClick={() => answer(true)}>
          {t('frame.cookies.accept')}
        </button>
      </div>
    </section>
  );
}
