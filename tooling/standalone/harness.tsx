// The development harness every remote runs standalone with (`npm run dev -w <remote>`):
// the page's i18n, bus and design tokens as the shell would provide them, a bar of links
// to the remote's own routes, and the remote's service (if it has one) started as at boot.
// Only bootstrap.tsx files import this; it never reaches a federated build.
import 'shell/styles/tokens.css';
import 'shell/styles/reset.css';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import {
  API_BASE_URL,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type RemoteName,
  type RemoteServiceModule,
  commonResources,
  getBus,
  isLanguage,
} from 'shared-contracts';
import { createPageQueryClient } from 'remote-kit';

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Example values for route parameters, so every route has a link to try. */
const EXAMPLE_PARAMS: Record<string, string> = {
  slug: 'lamparas',
  productId: '1',
  orderCode: 'ORDER-1',
  email: 'staff@example.com',
};

function examplePath(pattern: string): string | undefined {
  if (pattern.includes('*')) return undefined;
  return pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? name);
}

function HarnessBar({ remote, mounts }: { remote: RemoteName; mounts: readonly string[] }) {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const choose = (next: Language) => {
    setLanguage(next);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    void i18next.changeLanguage(next);
    getBus().publish('language.changed', next);
  };
  return (
    <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, borderBottom: '1px solid #ddd' }}>
      <strong>{remote} · standalone</strong>
      {mounts.map(examplePath).map(
        (path) =>
          path && (
            <Link key={path} to={path}>
              {path}
            </Link>
          ),
      )}
      {LANGUAGES.map((lang) => (
        <button key={lang} type="button" aria-pressed={lang === language} onClick={() => choose(lang)}>
          {lang}
        </button>
      ))}
    </nav>
  );
}

export function mountStandalone(
  remote: RemoteName,
  Routes: ComponentType,
  /** Its src/exposes/service.ts, for a remote with boot work. */
  service: RemoteServiceModule | undefined,
  /** The paths the remote publishes (its src/exposes/mounts.json). */
  mounts: readonly string[],
): void {
  const language = storedLanguage();
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: commonResources[lang] }]),
    ),
  });
  const bus = getBus();
  bus.publish('language.changed', language);
  bus.publish('session.changed', null);
  bus.publish('staff-session.changed', null);
  bus.publish('layout.mobile', window.matchMedia('(max-width: 1000px)').matches);
  service?.start({ bus, apiBaseUrl: API_BASE_URL });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createPageQueryClient()}>
        <BrowserRouter>
          <HarnessBar remote={remote} mounts={mounts} />
          <main style={{ padding: 16 }}>
            <Routes />
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
