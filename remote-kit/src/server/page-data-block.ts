import { type QueryClient, dehydrate } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '../data/page-data';
import { jsonDataBlock } from './json-data-block';

/**
 * What the server loaded for the page, as the JSON data block the browser's query cache is
 * hydrated from (data/page-data.ts). Only successful reads are written: a failed one is
 * fetched again by the browser.
 */
export function pageDataBlock(queryClient: QueryClient): string {
  return jsonDataBlock(PAGE_DATA_ID, dehydrate(queryClient));
}
