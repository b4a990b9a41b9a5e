// The kit's test helpers: for tests only, never imported by production code (lint enforces it).
export {
  type FakeAnswer,
  type FakeApi,
  type FakeCallRequest,
  type FakeHandler,
  type FakeRequest,
  FakeReply,
  fakeApi,
  offlineApiClient,
  reply,
} from './fake-api';
export { SERVER_API_BASE, prefetchOnTheServer } from './prefetch-on-the-server';
export { expectServiceWiresApiBase } from './service-wiring';
export { installApi } from './install-api';
export { mockMatchMedia } from './mock-match-media';
export { type LocationProbe, type RenderRemoteOptions, renderRemote, testQueryClient } from './render-remote';
export { initTestI18n, setTestLanguage } from './test-i18n';
export {
  listingInfo,
  productDetail,
  productSummary,
  searchInfo,
  typeProductsAnswer,
} from './fixtures/catalog';
export {
  type CollectionOutcome,
  type CollectionRequest,
  collectionAnswer,
  collectionRequests,
  fakeCollectionsApi,
} from './fixtures/collections';
