import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { HeroVideo } from './hero-video';
import styles from './hero.module.css';

/** The opening of the home: the studio's loop behind its promise and two ways in. */
export function Hero() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <HeroVideo />
      <div className={styles.scrim} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.text}>{t('home.hero.text')}</p>
        <p className={styles.actions}>
          <a className={styles.primary} href="#collections">
            {t('home.hero.cta')}
          </a>
          <a className={styles.secondary} href="#projects">
            {t('home.hero.projects')}
          </a>
        </p>
      </div>
    </section>
  );
}
