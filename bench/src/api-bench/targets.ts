import { type Request } from 'autocannon';
import { SEARCH_QUERIES, searchPath } from './search-queries';

export interface Target {
  name: string;
  /** A path answered 200 for the check before measuring. */
  path: string;
  /** Requests autocannon cycles through (e.g. a random product each time). */
  requests?: Request[];
}

/** Product ids spread over the whole catalogue, so the product page is not one cached row. */
function randomProduct(products: number): Request[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/products/${1 + Math.floor(Math.random() * products)}?language=es`,
      }),
    },
  ];
}

/** Every query of the mix in turn, in both languages. */
function searchMix(): Request[] {
  let next = 0;
  const paths = SEARCH_QUERIES.flatMap((query) => [searchPath(query, 'es'), searchPath(query, 'en')]);
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}

export function apiTargets(products: number): Target[] {
  return [
    { name: 'listing page (sofas, page 3)', path: '/api/type_products/sofas?page=3&language=es' },
    {
      name: 'listing, 100–900 €, by price, page 2',
      path: '/api/type_products/sofas?page=2&language=en&price_min=100&price_max=900&sort_by=price&ascending=true',
    },
    {
      name: 'product (random of all)',
      path: '/api/products/1?language=es',
      requests: randomProduct(products),
    },
    { name: 'collection (lamparas)', path: '/api/collections/lamparas?language=es' },
    { name: 'sales (page 2)', path: '/api/sales?page=2&language=es' },
    {
      name: `search (${SEARCH_QUERIES.length} queries × 2 languages)`,
      path: searchPath(SEARCH_QUERIES[0] ?? 'sofa'),
      requests: searchMix(),
    },
  ];
}

export const HELLO: Target = { name: "bare Fastify 'hello'", path: '/hello' };
