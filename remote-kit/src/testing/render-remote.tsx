import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { type Bus, DEFAULT_LANGUAGE, type Language, ROUTES, getBus } from 'shared-contracts';
import { BusProvider } from '../bus/bus-context';
import { type FakeApi } from './fake-api';
import { installApi } from './install-api';
import { setTestLanguage } from './test-i18n';

let jsdomPrepared = false;

/** What jsdom lacks or says too loudly for a remote's pages, fixed once per test file. */
function prepareJsdom(): void {
  if (jsdomPrepared) return;
  jsdomPrepared = true;
  // The shell owns /error: a remote's own router has nothing there, and says so.
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith(`No routes matched location "${ROUTES.error}"`)) warn(...args);
  };
  // jsdom has no scrolling; pages scroll to the top on a new page.
  window.scrollTo = () => undefined;
}

/** Where the router is and how it got there, updated on every navigation. */
export interface LocationProbe {
  pathname: string;
  search: string;
  /** 'POP' for the first entry, then 'PUSH' or 'REPLACE'. */
  action: string;
}

function Probe({ probe }: { probe: LocationProbe }) {
  const location = useLocation();
  probe.pathname = location.pathname;
  probe.search = location.search;
  probe.action = useNavigationType();
  return null;
}

export interface RenderRemoteOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** Mounts `ui` under this route pattern (a page that reads its params); without it `ui` is rendered as is (a remote's routes). */
  route?: string;
  /** The interface language: i18next and 'language.changed'. The shop's default, Castellano, unless given. */
  language?: Language;
  /** The bus the components read (through BusProvider) and the client takes its tokens from; the page's by default. */
  bus?: Bus;
  /** A fake API: it becomes the kit's client for this bundle. */
  api?: FakeApi;
  /** The page's query cache: a fresh one that never retries, unless given (a test that renders twice on one cache). */
  queryClient?: QueryClient;
}

/** A query cache for one test: a failed read fails at once, as after the page's retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** Renders a remote's routes, or one page or component, as the shell would host it. */
export function renderRemote(
  ui: ReactElement,
  {
    url = '/',
    route,
    language = DEFAULT_LANGUAGE,
    bus = getBus(),
    api,
    queryClient = testQueryClient(),
  }: RenderRemoteOptions = {},
) {
  prepareJsdom();
  setTestLanguage(language, bus);
  if (api) installApi(api, bus);
  const probe: LocationProbe = { pathname: '', search: '', action: '' };
  const view = render(
    <BusProvider bus={bus}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          {route ? (
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <Probe probe={probe} />
        </MemoryRouter>
      </QueryClientProvider>
    </BusProvider>,
  );
  return { ...view, bus, probe, queryClient, calls: api?.calls ?? [] };
}
