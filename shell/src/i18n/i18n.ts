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
import compositionEn from '../composition/locales/en-US.json';
import compositionEs from '../composition/locales/es-ES.json';
import errorsEn from '../errors/locales/en-US.json';
import errorsEs from '../errors/locales/es-ES.json';
import { cookieLanguage } from '../language/language-cookie';
import frameEn from '../frame/locales/en-US.json';
import frameEs from '../frame/locales/es-ES.json';
import pagesEn from '../pages/locales/en-US.json';
import pagesEs from '../pages/locales/es-ES.json';
import sessionEn from '../session/locales/en-US.json';
import sessionEs from '../session/locales/es-ES.json';

export const SHELL_NAMESPACE = 'shell';

// Each part of the shell keeps its strings beside its code (<folder>/locales/{es-ES,en-US}.json),
// under the top-level keys that code reads: frame/ holds `frame.…` (its toasts/ and language/
// notices included), composition/ `remote.…`, errors/ `appError.…`, pages/ `errorPage.…` and
// `notFound.…`, session/ `session.…`. Joined here into one namespace; pages/legal/ adds
// `legal.…` with the legal pages' own chunk (legal-texts.ts).
const shellTexts = {
  'es-ES': { ...compositionEs, ...errorsEs, ...frameEs, ...pagesEs, ...sessionEs },
  'en-US': { ...compositionEn, ...errorsEn, ...frameEn, ...pagesEn, ...sessionEn },
};

/** The visitor's own language choice, if they made one. */
export function chosenLanguage(storage: Storage = localStorage): Language | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/**
 * The stored language choice; else the cookie's (site data cleared but cookies, or a choice
 * made in another tab's older release), which the server rendered the page in; else Castellano.
 */
export function storedLanguage(storage: Storage = localStorage): Language {
  return chosenLanguage(storage) ?? cookieLanguage();
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
        [SHELL_NAMESPACE]: shellTexts['es-ES'],
        [COMMON_NAMESPACE]: commonResources['es-ES'],
      },
      'en-US': {
        [SHELL_NAMESPACE]: shellTexts['en-US'],
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
