import Cookies from 'js-cookie';
import { type Language, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, createBus } from 'shared-contracts';
import { loadPage } from '../browser/page-location';
import { initI18n, storedLanguage } from '../i18n/i18n';
import { dismissAllToasts, toastState } from '../toasts/toast-store';
import { keepLanguageCookie } from './language-cookie';
import { startLanguage } from './start-language';
import { LANGUAGE_NOTICE_KEY, switchLanguage } from './switch-language';

jest.mock('../browser/page-location');

beforeEach(() => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(loadPage).mockClear();
  dismissAllToasts();
});

describe('switchLanguage', () => {
  it('stores the choice, also in the cookie the server reads, and reloads to the home page', () => {
    switchLanguage('en-US', 'es-ES', '/products/12');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en-US');
    expect(sessionStorage.getItem(LANGUAGE_NOTICE_KEY)).toBe('en-US');
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('reloads to /backoffice from the back office', () => {
    switchLanguage('es-ES', 'en-US', '/backoffice/discountcodes');
    expect(loadPage).toHaveBeenCalledWith('/backoffice');
  });

  it('does nothing for the language already in use', () => {
    switchLanguage('es-ES', 'es-ES', '/');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(Cookies.get(LANGUAGE_COOKIE)).toBeUndefined();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('storedLanguage', () => {
  it("is the visitor's stored choice, over the cookie", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es-ES');
    Cookies.set(LANGUAGE_COOKIE, 'en-US');
    expect(storedLanguage()).toBe('es-ES');
  });

  it("is the cookie's language when nothing is stored: the one the server rendered the page in", () => {
    Cookies.set(LANGUAGE_COOKIE, 'en-US');
    expect(storedLanguage()).toBe('en-US');
  });

  it('is Castellano with neither, or with a cookie naming no language of the shop', () => {
    expect(storedLanguage()).toBe('es-ES');
    Cookies.set(LANGUAGE_COOKIE, 'de-DE');
    expect(storedLanguage()).toBe('es-ES');
  });
});

describe('keepLanguageCookie', () => {
  it('writes a choice made before the cookie existed, so the server serves the next page in it', () => {
    keepLanguageCookie('en-US');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en-US');
  });

  it('writes no cookie for a visitor who never chose', () => {
    keepLanguageCookie(null);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBeUndefined();
  });
});

describe('startLanguage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const bootAfterSwitch = (language: Language) => {
    sessionStorage.setItem(LANGUAGE_NOTICE_KEY, language);
    initI18n(language);
    const bus = createBus();
    startLanguage(bus, language);
    return bus;
  };

  it.each([
    ['en-US', 'Switched to English (US)'],
    ['es-ES', 'Idioma cambiado a Castellano (ES)'],
  ] as const)('after a switch to %s shows %p for 5000 ms', (language, notice) => {
    const bus = bootAfterSwitch(language);

    expect(bus.current('language.changed')).toBe(language);
    expect(toastState.toasts.map((toast) => toast.message)).toEqual([notice]);
    jest.advanceTimersByTime(4999);
    expect(toastState.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastState.toasts).toHaveLength(0);
  });

  it('shows the notice only once, right after the switch', () => {
    bootAfterSwitch('en-US');
    dismissAllToasts();
    startLanguage(createBus(), 'en-US');
    expect(toastState.toasts).toHaveLength(0);
  });

  it('shows nothing on an ordinary page load', () => {
    initI18n('es-ES');
    startLanguage(createBus(), 'es-ES');
    expect(toastState.toasts).toHaveLength(0);
  });
});
