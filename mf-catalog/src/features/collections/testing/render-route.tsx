import { render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, getBus } from 'shared-contracts';
import '../../../i18n';

/** Sets the language as the shell does: on the page's i18next instance and on the bus. */
export async function setShopLanguage(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      resources: {},
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
  getBus().publish('language.changed', language);
}

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Renders one page at a URL, under the route pattern the catalogue mounts it with. */
export async function renderRoute(
  element: ReactElement,
  { pattern, url, language = DEFAULT_LANGUAGE }: { pattern: string; url: string; language?: Language },
) {
  await setShopLanguage(language);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
