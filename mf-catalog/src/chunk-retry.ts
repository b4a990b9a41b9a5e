import { retryChunkLoads } from 'shared-contracts';

// This bundle's own runtime loads its lazy chunks: retry them before giving up.
// (Tests run without a bundler runtime.)
if (typeof __webpack_require__ !== 'undefined') retryChunkLoads(__webpack_require__);
