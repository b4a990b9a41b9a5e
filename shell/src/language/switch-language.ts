import { LANGUAGE_STORAGE_KEY, type Language, ROUTES, isBackofficePath } from 'shared-contracts';
import { loadPage } from '../browser/page-location';
import { writeLanguageCookie } from './language-cookie';

/** Session-storage key of the language just chosen, read once by the reloaded page to show its notice. */
export const LANGUAGE_NOTICE_KEY = 'shell.language-notice';

/**
 * docs/spec.md §1: stores the choice (local storage, and a cookie the server reads) and reloads to /
 * (or /backoffice, from the back office); the reloaded page shows the notice. Choosing the
 * current language does nothing.
 */
export function switchLanguage(language: Language, current: Language, pathname: string): void {
  if (language === current) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  writeLanguageCookie(language);
  sessionStorage.setItem(LANGUAGE_NOTICE_KEY, language);
  loadPage(isBackofficePath(pathname) ? ROUTES.backoffice : ROUTES.home);
}

/** The language whose switch notice is due, read only once. */
export function takeLanguageNotice(): string | null {
  const language = sessionStorage.getItem(LANGUAGE_NOTICE_KEY);
  sessionStorage.removeItem(LANGUAGE_NOTICE_KEY);
  return language;
}
