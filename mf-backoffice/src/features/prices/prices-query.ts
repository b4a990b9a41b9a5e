import {
  PAGE_MAX,
  PRICE_SEARCH_MAX_LENGTH,
  PRICE_SORTS,
  PRICE_STOCK_FILTERS,
  type PriceFilter,
  type PriceSort,
  type PriceStockFilter,
  ROUTES,
  SORT_DIRECTIONS,
  type SortDirection,
  toQueryString,
} from 'shared-contracts';

/** The prices screen's view, kept in the URL so back, forward and reload keep it. */
export interface PricesQuery {
  page: number;
  /** Part of a name, or a product id; '' is no search. */
  search: string;
  /** A collection's key; '' is every collection. */
  collection: string;
  /** A type's slug; '' is every type. */
  type: string;
  /** Discounted products only. */
  sale: boolean;
  stock: PriceStockFilter | undefined;
  sort: PriceSort;
  dir: SortDirection;
  /** The product open in the side panel. */
  product: number | undefined;
}

export const DEFAULT_PRICES_QUERY: PricesQuery = {
  page: 1,
  search: '',
  collection: '',
  type: '',
  sale: false,
  stock: undefined,
  sort: 'name',
  dir: 'asc',
  product: undefined,
};

const SLUG_MAX_LENGTH = 60;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

function wholeNumber(text: string | null, max: number): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** The view a URL's query names; anything the API would refuse reads as its default. */
export function readPricesQuery(search: string | URLSearchParams): PricesQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  return {
    page: wholeNumber(params.get('page'), PAGE_MAX) ?? 1,
    search: text('search', PRICE_SEARCH_MAX_LENGTH),
    collection: text('collection', SLUG_MAX_LENGTH),
    type: text('type', SLUG_MAX_LENGTH),
    sale: params.get('sale') === 'true',
    stock: oneOf(PRICE_STOCK_FILTERS, params.get('stock')),
    sort: oneOf(PRICE_SORTS, params.get('sort')) ?? 'name',
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? 'asc',
    product: wholeNumber(params.get('product'), Number.MAX_SAFE_INTEGER),
  };
}

/** The screen's URL for a view, defaults left out: `/backoffice/prices?search=aro&sale=true&page=2`. */
export function pricesHref(query: PricesQuery): string {
  return `${ROUTES.backofficePrices}${toQueryString({
    search: query.search,
    collection: query.collection,
    type: query.type,
    sale: query.sale ? 'true' : undefined,
    stock: query.stock,
    sort: query.sort === 'name' ? undefined : query.sort,
    dir: query.dir === 'asc' ? undefined : query.dir,
    page: query.page > 1 ? query.page : undefined,
    product: query.product,
  })}`;
}

/** The products a view covers, as the API's filter (list, export and "all matching" bulk changes). */
export function filterOf(query: PricesQuery): PriceFilter {
  return {
    search: query.search || undefined,
    collection: query.collection || undefined,
    type: query.type || undefined,
    sale: query.sale || undefined,
    stock: query.stock,
  };
}

/** Whether the view filters the list (an empty answer then means "no match" rather than "no products"). */
export function isFiltered(query: PricesQuery): boolean {
  return Object.values(filterOf(query)).some((value) => value !== undefined);
}

/** Two views that list the same products (another page or another open product aside). */
export function sameFilter(a: PricesQuery, b: PricesQuery): boolean {
  return JSON.stringify(filterOf(a)) === JSON.stringify(filterOf(b));
}
