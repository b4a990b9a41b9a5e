// Tests only: the account's routes as the server renders a page. A jsdom test loads this module
// in a module registry of its own (jest.isolateModulesAsync), so that the server's React,
// i18next and bus are its own, as in a server process; it registers no test hooks for that.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { BusProvider } from 'remote-kit';
import { createServerQueryClient, pageDataBlock, renderToHtml } from 'remote-kit/server';
import {
  type Bus,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  commonResources,
  createBus,
} from 'shared-contracts';
import { prefetch } from '../exposes/prefetch';
import AccountRoutes from '../exposes/routes';

/** The account's routes at `url` on a bus and a query cache: the same tree on both sides. */
export function AccountPageTree({
  url,
  bus,
  queryClient,
}: {
  url: string;
  bus: Bus;
  queryClient: QueryClient;
}) {
  return (
    <BusProvider bus={bus}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AccountRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </BusProvider>
  );
}

/** The server's i18next in the page's language, with the common namespace (the account's joins with its routes). */
function setServerLanguage(language: Language): void {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(language);
    return;
  }
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: commonResources[lang] }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

export interface ServerPage {
  /** The page's HTML, as the server writes it into the shell's root element. */
  html: string;
  /** What the server loaded for it: the page's data block. */
  pageData: string;
}

/**
 * A page as the server sends it to a visitor: its reads prefetched (the API answered by
 * `fetch`), then rendered, without a session, in the page's language.
 */
export async function renderOnServer(
  url: string,
  { language = 'en-US', fetch }: { language?: Language; fetch: typeof globalThis.fetch },
): Promise<ServerPage> {
  setServerLanguage(language);
  const bus = createBus();
  bus.publish('language.changed', language);
  const queryClient = createServerQueryClient();
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    await prefetch({
      url: new URL(url, 'http://shop.test'),
      language,
      queryClient,
      apiBaseUrl: 'http://shop.test/api',
      signal: new AbortController().signal,
    });
    const html = await renderToHtml(<AccountPageTree url={url} bus={bus} queryClient={queryClient} />);
    return { html, pageData: pageDataBlock(queryClient) };
  } finally {
    globalThis.fetch = original;
  }
}
