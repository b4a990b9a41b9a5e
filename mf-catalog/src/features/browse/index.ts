// The public face of browse: what the listing, search and sales pages build on.
export { BrowseLayout } from './components/browse-layout';
export { type BrowseInfo } from './stores/browse-store';
export { useBrowse } from './use-browse';
