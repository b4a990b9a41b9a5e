import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type Bus,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  commonResources,
  getBus,
} from 'shared-contracts';

/**
 * The page's i18next as the shell sets it up: the common namespace in both languages. A
 * remote's own namespace joins when its i18n module is imported (addNamespace waits for this).
 */
export function initTestI18n(language: Language = DEFAULT_LANGUAGE): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: commonResources[lang] }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

/**
 * Switches the language as the shell does: i18next and the 'language.changed' topic. The
 * resources are in memory, so the switch is done when this returns; wrap it in act() once
 * something is rendered.
 */
export function setTestLanguage(language: Language, bus: Bus = getBus()): void {
  initTestI18n(language);
  void i18next.changeLanguage(language);
  bus.publish('language.changed', language);
}
