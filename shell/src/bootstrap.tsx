// First: before any schema parses (see the file).
import './browser/zod-without-eval';
import 'remote-kit/chunk-retry';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getBus } from 'shared-contracts';
import {
  createPageQueryClient,
  hydratePageData,
  listenForPageErrors,
  markPageHydrating,
  rememberShellRelease,
} from 'remote-kit';
import './styles/tokens.css';
import './styles/reset.css';
import { App } from './app';
import { initFederation } from './composition/federation';
import { AfterHydration } from './composition/after-hydration';
import { RemoteArea } from './composition/remote-area';
import { RemoteAreaContext } from './composition/remote-area-context';
import { seedRemoteMounts } from './composition/remote-mounts';
import { takeServerRenderState } from './composition/server-rendering';
import { startRemoteServices } from './composition/remote-services';
import { startLayout } from './frame/layout/start-layout';
import { chosenLanguage, initI18n, storedLanguage } from './i18n/i18n';
import { adoptAddressLanguage } from './language/address-language';
import { keepLanguageCookie } from './language/language-cookie';
import { startLanguage } from './language/start-language';
import { startSession } from './session/start-session';
import { startToasts } from './toasts/start-toasts';
import { SHELL_RELEASE } from './errors/shell-release';
import { nextTask } from './browser/next-task';

/**
 * The page starts in slices, each a task of its own, so that the browser paints and answers
 * input between them: on a phone, the scripts' evaluation and these steps together were one
 * task of 160 ms at Lighthouse's 4× slowdown. First what the page's language needs (after the
 * modules' evaluation, in the scripts' own task); then the shell's services; then the render;
 * then the remotes.
 */
async function startPage(): Promise<void> {
  // Errors no boundary catches reach the operators too (remote-kit/src/errors), from the start.
  rememberShellRelease(SHELL_RELEASE);
  listenForPageErrors();
  const bus = getBus();
  adoptAddressLanguage(window.location.search);
  const language = storedLanguage();
  // The server renders in the language cookie's language, which the shell keeps equal to the
  // stored choice; a page rendered in another (a choice older than the cookie) renders anew here.
  const serverRendered = takeServerRenderState();
  const root = document.getElementById('root')!;
  const hydrating = serverRendered?.language === language && root.firstChild !== null;
  keepLanguageCookie(chosenLanguage());
  initI18n(language);

  await nextTask();
  startToasts(bus);
  startLanguage(bus, language);
  startSession(bus);
  // The origin the server wrote the page's absolute addresses with (its configured public one).
  bus.publish('page.origin', serverRendered?.origin ?? window.location.origin);
  // A page hydrates in the layout it was rendered in (the visitor's, or the server's guess on a
  // first visit); the browser's own follows once the frame has hydrated.
  let startedLayout = false;
  const startBrowserLayout = () => {
    if (startedLayout) return;
    startedLayout = true;
    startLayout(bus);
  };
  if (hydrating) bus.publish('layout.mobile', serverRendered.mobile);
  else startBrowserLayout();
  // The page's one query cache, every remote's pages read through it; it starts with what the
  // server rendered the page with.
  const queryClient = createPageQueryClient();
  hydratePageData(queryClient);

  if (serverRendered) seedRemoteMounts(serverRendered.mounts);
  // The server rendered where the address leads (its error page for a product, category or path
  // that does not exist): the address bar follows, as the page itself would have sent it there.
  if (serverRendered?.location && serverRendered.location !== window.location.pathname)
    window.history.replaceState(window.history.state, '', serverRendered.location);

  await nextTask();
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RemoteAreaContext value={RemoteArea}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          {hydrating && <AfterHydration then={startBrowserLayout} />}
        </RemoteAreaContext>
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydrating) {
    markPageHydrating();
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
    // between them; at the default priority it hydrates the whole frame in one long task.
    startTransition(() => {
      hydrateRoot(root, page);
    });
  } else createRoot(root).render(page);

  // Remotes are discovered after the first render: a slow or dead registry never blocks it.
  startRemoteServices(await initFederation());
}

void startPage();
