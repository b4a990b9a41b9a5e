// The public face of browse: what the listing, search and sales pages (and their server
// prefetch) build on.
export { type BrowseQuery } from './browse-query';
export { type BrowseInfo, browseResultsQuery } from './browse-results-query';
export { browseCanonicalPath } from './canonical-path';
export { BrowseLayout } from './components/browse-layout';
export { type ListingRequest, firstListingRequest } from './listing-request';
export { useBrowse } from './use-browse';
