// First: before any schema parses (see the file).
import './browser/zod-without-eval';
import 'remote-kit/chunk-retry';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getBus } from 'shared-contracts';
import { createPageQueryClient, hydratePageData } from 'remote-kit';
import './styles/tokens.css';
import './styles/reset.css';
import { App } from './app';
import { initFederation } from './composition/federation';
import { startRemoteServices } from './composition/remote-services';
import { startLayout } from './frame/layout/start-layout';
import { chosenLanguage, initI18n, storedLanguage } from './i18n/i18n';
import { keepLanguageCookie } from './language/language-cookie';
import { startLanguage } from './language/start-language';
import { startSession } from './session/start-session';
import { startToasts } from './toasts/start-toasts';

const bus = getBus();
const language = storedLanguage();
keepLanguageCookie(chosenLanguage());
initI18n(language);
startToasts(bus);
startLanguage(bus, language);
startSession(bus);
startLayout(bus);
// The page's one query cache, every remote's pages read through it; it starts with what the
// server rendered the page with.
const queryClient = createPageQueryClient();
hydratePageData(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

// Remotes are discovered after the first render: a slow or dead registry never blocks it.
void initFederation().then((registry) => startRemoteServices(registry));
