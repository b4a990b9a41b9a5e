import './request-bus';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type PageRequest,
  ROUTES,
  type RemoteName,
  type RenderedPage,
  getBus,
} from 'shared-contracts';
import { createServerQueryClient, jsonDataBlock, pageDataBlock, renderToHtml } from 'remote-kit/server';
import { App } from '../app';
import { RemoteAreaContext } from '../composition/remote-area-context';
import { mountsState } from '../composition/remote-mounts';
import { findRemoteForPath } from '../composition/route-ownership';
import { shellI18nOptions } from '../i18n/i18n';
import { RemoteReleases, type ReleaseMap } from './remote-releases';
import { splitHoistedHead } from './hoisted-head';
import { pageStatus } from './page-status';
import { withinBudget } from './render-budget';
import { RENDER_STATE_ID, type RenderState } from './render-state';
import { rememberPlainTexts } from './remembered-texts';
import { withRequestBus } from './request-bus';
import { ServerRemoteArea, ServerRoutesContext } from './server-remote-area';

export interface RendererOptions {
  releases: ReleaseMap;
  /** The shop's own origin, for registry URLs written as paths. */
  origin: string;
  /** The API's absolute base, ending in /api. */
  apiBaseUrl: string;
  /** How long a remote's server build may take to load and fetch its page's data. */
  remoteBudgetMs: number;
}

export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage<RenderState>>;
}

const PAGE_DONE = new Error('the page is rendered');

/** Starts the renderer of one release map: its remotes' server containers are registered once. */
export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  void i18next.use(initReactI18next).init(shellI18nOptions(DEFAULT_LANGUAGE));
  // One instance per language, sharing the store every remote adds its texts to.
  const i18nInLanguage = new Map<Language, typeof i18next>();
  const i18nOf = (language: Language) => {
    let instance = i18nInLanguage.get(language);
    if (!instance) {
      instance = i18next.cloneInstance({ lng: language });
      rememberPlainTexts(instance);
      i18nInLanguage.set(language, instance);
    }
    return instance;
  };
  const releases = await RemoteReleases.open(options.releases, options.origin);
  // A copy: the store proxies what it is given, and the render state sent on must stay plain.
  mountsState.table = structuredClone(releases.table);
  mountsState.ready = true;

  async function loadRemotePage(
    remote: RemoteName,
    url: URL,
    language: Language,
    queryClient: ReturnType<typeof createServerQueryClient>,
  ) {
    const controller = new AbortController();
    try {
      return await withinBudget(
        (async () => {
          const [routes, prefetcher] = await Promise.all([
            releases.routesOf(remote),
            releases.prefetchOf(remote),
          ]);
          const outcome = await prefetcher?.prefetch({
            url,
            language,
            queryClient,
            apiBaseUrl: options.apiBaseUrl,
            signal: controller.signal,
          });
          return { routes: routes.default, notFound: outcome?.notFound === true };
        })(),
        options.remoteBudgetMs,
        controller.signal,
      );
    } catch (error) {
      console.warn(`[render] ${remote} renders in the browser for ${url.pathname}:`, String(error));
      return undefined;
    } finally {
      // Whatever the remote still has under way for this page stops (a reason given spares
      // building a DOMException on every page).
      controller.abort(PAGE_DONE);
    }
  }

  return {
    render: ({ url, publicOrigin, language, mobile }) =>
      withRequestBus(async () => {
        void releases.readUnreadManifests()?.then((changed) => {
          if (changed) mountsState.table = structuredClone(releases.table);
        });
        const address = new URL(url, options.origin);
        const { pathname } = address;
        getBus().publish('language.changed', language);
        getBus().publish('layout.mobile', mobile);
        if (publicOrigin) getBus().publish('page.origin', publicOrigin);
        const queryClient = createServerQueryClient();
        const owner = findRemoteForPath(releases.table, pathname);
        const page =
          owner && releases.rendersOnServer(owner, pathname)
            ? await loadRemotePage(owner, address, language, queryClient)
            : undefined;
        // An address that names nothing shows the shop's error page, as the browser would.
        const notFound = page?.notFound === true;
        const shown = notFound ? ROUTES.error : url;
        const state: RenderState = {
          releases: releases.map,
          language,
          mobile,
          mounts: releases.table,
          ...(publicOrigin && { origin: publicOrigin }),
          ...(owner && { remote: { name: owner, rendered: page !== undefined } }),
          ...(notFound && { location: ROUTES.error }),
        };
        const routes = owner && page && !notFound ? { remote: owner, routes: page.routes } : null;
        const html = await renderToHtml(
          <StrictMode>
            <I18nextProvider i18n={i18nOf(language)}>
              <QueryClientProvider client={queryClient}>
                <RemoteAreaContext value={ServerRemoteArea}>
                  <ServerRoutesContext value={routes}>
                    <StaticRouter location={shown}>
                      <App />
                    </StaticRouter>
                  </ServerRoutesContext>
                </RemoteAreaContext>
              </QueryClientProvider>
            </I18nextProvider>
          </StrictMode>,
          (error) => console.error('[render] part of the page failed', error),
        );
        const { head, body } = splitHoistedHead(html);
        // Pictures of a release served by this shop are named on the shop's own origin as the
        // workers reach it (127.0.0.1:<port>); the browser reaches them at the same paths. Only
        // those: the page's own absolute addresses (structured data) are on its public origin,
        // which may be that same one.
        return {
          head,
          html: body.split(`${options.origin}/mf/`).join('/mf/'),
          blocks: pageDataBlock(queryClient) + jsonDataBlock(RENDER_STATE_ID, state),
          state,
          status: pageStatus(pathname, owner, notFound),
        };
      }),
  };
}
