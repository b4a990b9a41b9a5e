// Traffic as shoppers and crawlers make it (issue 26): every category, pages 1–40, the five
// sorts, with and without a price range a shopper would slide to, both languages; the search
// mix over its first pages; sales over pages and sorts; products of the whole catalogue; and a
// mix of all of them in which a tenth of the requests are product pages nobody asked for yet.
// Tens of thousands of different addresses: the API's kept answers serve few of them.
import { COLLECTION_SLUGS, SORT_OPTIONS, toApiSort, toQueryString } from 'shared-contracts';
import { SEARCH_QUERIES } from './search-queries';
import { type Target } from './targets';
import { type PathSet } from './varied-requests';

const LANGUAGES = ['es', 'en'] as const;
const PAGES = 40;
const SEARCH_PAGES = 5;

/** A category of the catalogue and its price span in whole euros, as its listing reports it. */
export interface CatalogueType {
  slug: string;
  minEuros: number;
  maxEuros: number;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every type of the four collections, with its price span. */
export async function catalogueTypes(baseUrl: string): Promise<CatalogueType[]> {
  const collections = await Promise.all(
    Object.values(COLLECTION_SLUGS).map(({ es }) =>
      json<{ type_products: { name: string }[] }>(`${baseUrl}/api/collections/${es}?language=es`),
    ),
  );
  const slugs = collections.flatMap((collection) => collection.type_products.map((type) => type.name));
  return Promise.all(
    slugs.map(async (slug) => {
      const { info } = await json<{ info: { price_min: number; price_max: number } }>(
        `${baseUrl}/api/type_products/${slug}?language=es`,
      );
      return { slug, minEuros: info.price_min, maxEuros: info.price_max };
    }),
  );
}

/** No range, and three a shopper slides to: the cheaper half, the dearer half, the middle half. */
function priceRanges({ minEuros, maxEuros }: CatalogueType): ({ min: number; max: number } | undefined)[] {
  const at = (share: number) => Math.round(minEuros + (maxEuros - minEuros) * share);
  return [
    undefined,
    { min: minEuros, max: at(0.5) },
    { min: at(0.5), max: maxEuros },
    { min: at(0.25), max: at(0.75) },
  ];
}

/** Every sort's query values: none for best selling. */
const SORTS = SORT_OPTIONS.map((option) => toApiSort(option) ?? {});

const pages = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function listingPaths(types: readonly CatalogueType[]): string[] {
  return types.flatMap((type) =>
    priceRanges(type).flatMap((range) =>
      pages(PAGES).flatMap((page) =>
        SORTS.flatMap((sort) =>
          LANGUAGES.map(
            (language) =>
              `/api/type_products/${type.slug}${toQueryString({ page, language, price_min: range?.min, price_max: range?.max, ...sort })}`,
          ),
        ),
      ),
    ),
  );
}

/** The search mix over its first pages, in relevance order as the search box leads there. */
export function searchPaths(): string[] {
  return SEARCH_QUERIES.flatMap((text) =>
    pages(SEARCH_PAGES).flatMap((page) =>
      LANGUAGES.map((language) => `/api/search${toQueryString({ query: text, page, language })}`),
    ),
  );
}

export function salesPaths(): string[] {
  return pages(PAGES).flatMap((page) =>
    SORTS.flatMap((sort) =>
      LANGUAGES.map((language) => `/api/sales${toQueryString({ page, language, ...sort })}`),
    ),
  );
}

/** Product ids spread over the whole catalogue, so the product page is not one cached row. */
export const productPaths = (products: number) =>
  Array.from({ length: products }, (_, index) => `/api/products/${index + 1}?language=es`);

/** Issue 26's rotating targets, on a catalogue of `products` whose types are `types`. */
export function rotatingTargets(types: readonly CatalogueType[], products: number): Target[] {
  const listing: PathSet = { paths: listingPaths(types), order: 'random' };
  const search: PathSet = { paths: searchPaths(), order: 'random' };
  const sales: PathSet = { paths: salesPaths(), order: 'random' };
  const product: PathSet = { paths: productPaths(products), order: 'random' };
  const first = (set: PathSet) => set.paths[0]!;
  return [
    {
      name: `listing: type×page×sort×price`,
      path: first(listing),
      varied: [listing],
      rotating: true,
    },
    {
      name: `search: ${SEARCH_QUERIES.length} queries × ${SEARCH_PAGES} pages`,
      path: first(search),
      varied: [search],
      rotating: true,
    },
    { name: `sales: ${PAGES} pages × sorts`, path: first(sales), varied: [sales], rotating: true },
    { name: 'product: random of all', path: first(product), varied: [product], rotating: true },
    {
      name: 'mix: all, 10 % new products',
      path: first(listing),
      varied: [
        { ...listing, share: 0.4 },
        { ...search, share: 0.2 },
        { ...sales, share: 0.15 },
        { ...product, share: 0.15 },
        { paths: product.paths, order: 'fresh', share: 0.1 },
      ],
      rotating: true,
    },
  ];
}
