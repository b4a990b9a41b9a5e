import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, type Language, languageOfCookie } from 'shared-contracts';
import { isSecurePage } from '../browser/page-location';

const ONE_YEAR_DAYS = 365;

/** The language choice where the server can read it (shared-contracts LANGUAGE_COOKIE): a year, the shop's site only. */
export function writeLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, {
    path: '/',
    expires: ONE_YEAR_DAYS,
    sameSite: 'Lax',
    secure: isSecurePage(),
  });
}

/**
 * The language the server renders this visitor's pages in, by the server's own rule
 * (shared-contracts languageOfCookie): the cookie's, or Castellano.
 */
export function cookieLanguage(): Language {
  return languageOfCookie(Cookies.get(LANGUAGE_COOKIE));
}

/**
 * A choice made before the cookie existed (local storage only) is written to it too, so the
 * server serves the next page in it; a visitor who never chose gets no cookie.
 */
export function keepLanguageCookie(chosen: Language | null): void {
  if (chosen && Cookies.get(LANGUAGE_COOKIE) !== chosen) writeLanguageCookie(chosen);
}
