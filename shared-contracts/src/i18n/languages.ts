// The shop's two languages; Castellano (ES) is the default.

export const LANGUAGES = ['es-ES', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es-ES';

/** Local-storage key of the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'shell.language';

/**
 * Cookie of the language choice, the local storage's value again, for the server that writes
 * the page: it renders `<html lang>` (and, with server rendering, the page) in it. Written when
 * the visitor chooses a language, never for one who has not.
 */
export const LANGUAGE_COOKIE = 'shop_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `language` query value the API takes: 'es' or 'en'. */
export function apiLanguage(language: Language): 'es' | 'en' {
  return language === 'en-US' ? 'en' : 'es';
}

/** The language a page is served in: the language cookie's choice, or Castellano (ES). */
export function languageOfCookie(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The query parameter that asks for a page in one language (`?lang=en`, `?lang=es`): the
 * addresses search engines are given for each language (hreflang). The server renders the
 * page in it and stores it as the visitor's choice, as the language switch would.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** The language a `lang` query value names ('en' or 'es'), if it names one. */
export function languageOfQueryValue(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => apiLanguage(language) === value);
}

/** The language a page address asks for with `?lang=`, if it asks for one. */
export function languageOfAddress(search: string): Language | undefined {
  return languageOfQueryValue(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
}
