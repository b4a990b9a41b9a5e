// The remote kit: what every remote (and the shell) needs, bundled (tree-shaken) into each
// container like the contracts, never shared at runtime. Tests use 'remote-kit/testing';
// each container imports 'remote-kit/chunk-retry' once; forms come from 'remote-kit/form'.
export { BusProvider, useBus } from './bus/bus-context';
export { useBusState } from './bus/use-bus-state';
export { PAGE_DATA_ID, hydratePageData } from './data/page-data';
export { PAGE_DATA_FRESH_MS, createPageQueryClient } from './data/query-client';
export { scriptJson } from './data/script-json';
export {
  type PagePrefetchContext,
  type PrefetchOutcome,
  type RemotePrefetchModule,
  type RemoteRoutesModule,
} from './data/remote-page-module';
export { type ClientErrorOccurrence, reportClientError } from './errors/error-reports';
export { isRemoteLoadFailure, markRemoteLoadFailure } from './errors/load-failures';
export { listenForPageErrors } from './errors/page-error-listeners';
export { rememberReleases, rememberShellRelease } from './errors/releases';
export { configureApiClient } from './http/api-base';
export { apiClient, createApiClient } from './http/api-client';
export { serverApiClient } from './http/server-api-client';
export { useLanguage } from './language/use-language';
export { useIsMobile } from './layout/use-is-mobile';
export { LoadFailure } from './page/load-failure';
export { PageFallback } from './page/page-fallback';
export {
  type PageFrameProps,
  type PagePanelProps,
  PageFrame,
  PagePanel,
  PageStatus,
} from './page/page-frame';
export { PageHead, type PageHeadProps, SHOP_NAME, addressInLanguage } from './page/page-head';
export { PageHeader, type PageHeaderProps, eyebrowStyle } from './page/page-header';
export { LateHydration, markPageHydrating } from './page/late-hydration';
export { useBrowserValue, useHydrating } from './page/use-hydrating';
export { useKeepEarlyInput } from './page/use-keep-early-input';
export { currentUserId, userIdOf } from './session/user-id';
export { readStoredJson, webStorage, writeStoredJson } from './storage/web-storage';
export { buttonStyles } from './ui/buttons';
export { cx } from './ui/cx';
export { Pagination } from './ui/pagination';
export { visuallyHidden } from './ui/visually-hidden';
export { type Submission, useSubmission } from './form/use-submission';
