// Sort options of listings, search and sales (docs/spec.md §3, §9): the URL carries the key,
// the API receives sort_by (name or price) plus ascending; best selling sends neither.

export const SORT_OPTIONS = ['best_selling', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'best_selling';

export interface ApiSort {
  sort_by: 'name' | 'price';
  ascending: boolean;
}

const API_SORTS: Record<SortOption, ApiSort | undefined> = {
  best_selling: undefined,
  name_asc: { sort_by: 'name', ascending: true },
  name_desc: { sort_by: 'name', ascending: false },
  price_asc: { sort_by: 'price', ascending: true },
  price_desc: { sort_by: 'price', ascending: false },
};

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** The API's sort parameters for a sort option; undefined means the default best-selling order. */
export function toApiSort(option: SortOption): ApiSort | undefined {
  return API_SORTS[option];
}
