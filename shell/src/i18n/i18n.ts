import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  commonResources,
  isLanguage,
} from 'shared-contracts';
import enComposition from '../locales/en-US/composition.json';
import enFrame from '../locales/en-US/frame.json';
import enPages from '../locales/en-US/pages.json';
import esComposition from '../locales/es-ES/composition.json';
import esFrame from '../locales/es-ES/frame.json';
import esPages from '../locales/es-ES/pages.json';

export const SHELL_NAMESPACE = 'shell';

/** The visitor's own language choice, if they made one. */
export function chosenLanguage(storage: Storage = localStorage): Language | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** The stored language choice, or Castellano (ES) when there is none. */
export function storedLanguage(storage: Storage = localStorage): Language {
  return chosenLanguage(storage) ?? DEFAULT_LANGUAGE;
}

/** The shell's i18next options: its own and the common namespace, in both languages. */
export function shellI18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es-ES', 'en-US'],
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE, COMMON_NAMESPACE],
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      'es-ES': {
        [SHELL_NAMESPACE]: { ...esComposition, ...esFrame, ...esPages },
        [COMMON_NAMESPACE]: commonResources['es-ES'],
      },
      'en-US': {
        [SHELL_NAMESPACE]: { ...enComposition, ...enFrame, ...enPages },
        [COMMON_NAMESPACE]: commonResources['en-US'],
      },
    },
  };
}

/** Initialises the page's one i18next instance, shared with every remote. */
export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init(shellI18nOptions(language));
  document.documentElement.lang = language.slice(0, 2);
  return i18next;
}
