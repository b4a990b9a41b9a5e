// Standalone harness: the catalogue on its own, for its team's development. It stands in
// for the shell: i18next, the stored language on the bus, no session, the catalogue's service.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import {
  API_BASE_URL,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  commonResources,
  getBus,
  isLanguage,
} from 'shared-contracts';
import CatalogRoutes from './exposes/routes';
import { start } from './exposes/service';

const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

void i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  interpolation: { escapeValue: false },
});
i18next.addResourceBundle('es-ES', COMMON_NAMESPACE, commonResources['es-ES']);
i18next.addResourceBundle('en-US', COMMON_NAMESPACE, commonResources['en-US']);

const bus = getBus();
bus.publish('language.changed', language);
bus.publish('session.changed', null);
start({ bus, apiBaseUrl: API_BASE_URL });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <CatalogRoutes />
    </BrowserRouter>
  </StrictMode>,
);
