// Standalone harness: mf-backoffice on its own, for its team's development.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { API_BASE_URL, COMMON_NAMESPACE, DEFAULT_LANGUAGE, commonResources, getBus } from 'shared-contracts';
import BackofficeRoutes from './exposes/routes';
import { start } from './exposes/service';

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  interpolation: { escapeValue: false },
});
i18next.addResourceBundle('es-ES', COMMON_NAMESPACE, commonResources['es-ES']);
i18next.addResourceBundle('en-US', COMMON_NAMESPACE, commonResources['en-US']);

start({ bus: getBus(), apiBaseUrl: API_BASE_URL });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <BackofficeRoutes />
    </BrowserRouter>
  </StrictMode>,
);
