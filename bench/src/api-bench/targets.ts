import { productPaths } from './rotating-targets';
import { SEARCH_QUERIES, searchPath } from './search-queries';
import { type PathSet, variedRequests } from './varied-requests';

export interface Target {
  name: string;
  /** A path answered 200 for the check before measuring (and, without `varied`, the one measured). */
  path: string;
  /** Sets of paths every request picks one of (varied-requests.ts). */
  varied?: readonly PathSet[];
  /** Issue 26's traffic of real shoppers (rotating-targets.ts), with targets of its own. */
  rotating?: boolean;
}

/** Every query of the mix in turn, in both languages. */
const searchMix = () => SEARCH_QUERIES.flatMap((query) => [searchPath(query, 'es'), searchPath(query, 'en')]);

/** Issue 11's fixed targets: one address each (the product and the search mix excepted). */
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
      varied: [{ paths: productPaths(products), order: 'random' }],
    },
    { name: 'collection (lamparas)', path: '/api/collections/lamparas?language=es' },
    { name: 'sales (page 2)', path: '/api/sales?page=2&language=es' },
    {
      name: `search (${SEARCH_QUERIES.length} queries × 2 languages)`,
      path: searchPath(SEARCH_QUERIES[0] ?? 'sofa'),
      varied: [{ paths: searchMix(), order: 'in turn' }],
    },
  ];
}

export const HELLO: Target = { name: "bare Fastify 'hello'", path: '/hello' };

/** autocannon's options for a target on a server. */
export function loadOptions(baseUrl: string, target: Target, connections: number) {
  const url = `${baseUrl}${target.path}`;
  return target.varied
    ? { url, connections, setupClient: variedRequests(url, target.varied) }
    : { url, connections };
}
