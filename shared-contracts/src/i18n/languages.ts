// The shop's two languages; Castellano (ES) is the default.

export const LANGUAGES = ['es-ES', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es-ES';

/** Local-storage key of the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'shell.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `language` query value the API takes: 'es' or 'en'. */
export function apiLanguage(language: Language): 'es' | 'en' {
  return language === 'en-US' ? 'en' : 'es';
}
