import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from 'shared-contracts';
import { switchLanguage } from '../../language/switch-language';
import styles from './language-switch.module.css';

interface LanguageSwitchProps {
  /** 'short' shows ES | EN, named 'EN, English (US)'; 'full' shows the names. */
  variant: 'short' | 'full';
}

/** One button per language; the current one is pressed, the other stores the choice and reloads. */
export function LanguageSwitch({ variant }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  return (
    <div className={styles[variant]} role="group" aria-label={t('frame.language.label')}>
      {LANGUAGES.map((language) => {
        const name = t(`frame.language.name.${language}`);
        const short = t(`frame.language.short.${language}`);
        return (
          <button
            key={language}
            type="button"
            className={styles.option}
            lang={language}
            aria-pressed={language === current}
            aria-label={variant === 'short' ? t('frame.language.shortName', { short, name }) : undefined}
            onClick={() => switchLanguage(language, current, pathname)}
          >
            {variant === 'short' ? short : name}
          </button>
        );
      })}
    </div>
  );
}
