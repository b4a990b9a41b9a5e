// The kit's server-rendering side: built into server bundles only (Node), never the browser's.
export { createServerQueryClient } from './create-server-query-client';
export { jsonDataBlock } from './json-data-block';
export { pageDataBlock } from './page-data-block';
export { renderToHtml } from './render-to-html';
