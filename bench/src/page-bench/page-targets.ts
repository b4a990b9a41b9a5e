import { apiLanguage, type Language, SORT_OPTIONS, type SortOption, toApiSort } from 'shared-contracts';
import { CATALOGUE } from 'api/catalogue';
import { homeVisits, type ListingType, listingVisits, productVisits } from './crawler-visits';
import { type PageVisit, type VisitSource } from './page-visits';
import { escapeHtml } from './server-markup';

export type PageKind = 'home' | 'listing' | 'product';

export interface PageTarget {
  name: string;
  kind: PageKind;
  /** Cached targets: the one visit repeated. */
  visit?: PageVisit;
  /** Uncached targets: a new source of visits (each mode of the run gets the same ones). */
  visits?: () => VisitSource;
  /** Inside <main> of every answer the server rendered the page's content into (checked on each answer). */
  loadMarker: string;
  /** What a visit's page shows inside <main>, from the API (checked on one visit before measuring). */
  expected(baseUrl: string, visit: PageVisit): Promise<string[]>;
}

async function apiJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`/api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The page a listing address shows, as the API is asked for it (writeBrowseQuery's parameters). */
function listingApiPath(visit: PageVisit): string {
  const url = new URL(visit.path, 'http://shop');
  const slug = url.pathname.split('/').pop() ?? '';
  const sort = toApiSort((url.searchParams.get('sort_by') ?? 'best_selling') as SortOption);
  const query = new URLSearchParams({ page: url.searchParams.get('page') ?? '1' });
  if (sort) {
    query.set('sort_by', sort.sort_by);
    query.set('ascending', String(sort.ascending));
  }
  query.set('language', apiLanguage(visit.language));
  return `/type_products/${slug}?${query}`;
}

const withLanguage = (path: string, language: Language) => `${path}?language=${apiLanguage(language)}`;

const HOME = {
  kind: 'home',
  loadMarker: 'href="/type_products/',
  // The collections' tiles link every type of the catalogue.
  expected: async () =>
    CATALOGUE.flatMap((collection) => collection.types.map((type) => `href="/type_products/${type.slug}"`)),
} as const;

const LISTING = {
  kind: 'listing',
  loadMarker: '<article',
  expected: async (baseUrl: string, visit: PageVisit) => {
    const answer = await apiJson<{ info: { name_show: string }; products: { name: string }[] }>(
      baseUrl,
      listingApiPath(visit),
    );
    const first = answer.products[0];
    return [`>${escapeHtml(answer.info.name_show)}</h1>`, ...(first ? [escapeHtml(first.name)] : [])];
  },
} as const;

const PRODUCT = {
  kind: 'product',
  loadMarker: '<h1',
  expected: async (baseUrl: string, visit: PageVisit) => {
    const product = await apiJson<{ name: string }>(baseUrl, withLanguage(visit.path, visit.language));
    return [`>${escapeHtml(product.name)}</h1>`];
  },
} as const;

/** The six targets, each page cached (one address repeated) and then uncached (each address once). */
export function pageTargets(products: number, types: readonly ListingType[]): PageTarget[] {
  const listingType = types[0];
  if (!listingType) throw new Error('the catalogue has no product type');
  const home: PageVisit = { path: '/', language: 'es-ES' };
  const listing: PageVisit = { path: `/type_products/${listingType.slug}`, language: 'es-ES' };
  const product: PageVisit = { path: `/products/${Math.ceil(products / 2)}`, language: 'es-ES' };
  const count = products.toLocaleString('en-US');
  const listingPages = types.reduce((sum, type) => sum + type.pages, 0).toLocaleString('en-US');
  return [
    { ...HOME, name: 'home /, cached', visit: home },
    { ...HOME, name: 'home, uncached (tracking parameters)', visits: homeVisits },
    { ...LISTING, name: `listing ${listing.path}, cached`, visit: listing },
    {
      ...LISTING,
      name: `listing, uncached (${listingPages} pages × ${SORT_OPTIONS.length} sorts)`,
      visits: () => listingVisits(types, listing),
    },
    { ...PRODUCT, name: `product ${product.path}, cached`, visit: product },
    {
      ...PRODUCT,
      name: `product, uncached (random of ${count})`,
      visits: () => productVisits(products, product),
    },
  ];
}
