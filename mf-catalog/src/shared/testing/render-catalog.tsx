// Unit tests only: the catalogue's routes in a memory router, in English, against a fake API.
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { COMMON_NAMESPACE, commonResources, getBus } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { setApiClient } from '../api-client';
import { type FakeHandler, fakeApi } from './fake-api';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'es-ES',
    resources: {
      'es-ES': { [COMMON_NAMESPACE]: commonResources['es-ES'] },
      'en-US': { [COMMON_NAMESPACE]: commonResources['en-US'] },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

// The shell owns /error: the catalogue's own router has nothing there, and says so.
const warn = console.warn.bind(console);
jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).startsWith('No routes matched location "/error"')) warn(...args);
});

// jsdom has no scrolling; the pages scroll to the top on a new page or product.
window.scrollTo = () => undefined;

export interface Probe {
  pathname: string;
  search: string;
  action: string;
}

function LocationProbe({ probe }: { probe: Probe }) {
  const location = useLocation();
  probe.pathname = location.pathname;
  probe.search = location.search;
  probe.action = useNavigationType();
  return null;
}

/** Renders the catalogue at a URL; `probe` follows the router's location and last action. */
export function renderCatalog(url: string, handler: FakeHandler) {
  const api = fakeApi(handler);
  setApiClient(api.client);
  getBus().publish('language.changed', 'en-US');
  const probe: Probe = { pathname: '', search: '', action: '' };
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <CatalogRoutes />
      <LocationProbe probe={probe} />
    </MemoryRouter>,
  );
  return { ...view, calls: api.calls, probe };
}
