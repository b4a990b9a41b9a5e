import { type Request } from 'autocannon';

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
        path: `/api/products/${1 + Math.floor(Math.random() * products)}`,
      }),
    },
  ];
}

export function apiTargets(products: number): Target[] {
  return [
    { name: 'listing page (type_products, page 3)', path: '/api/type_products/sofas?page=3&language=es' },
    { name: 'product (random id)', path: '/api/products/1?language=es', requests: randomProduct(products) },
    { name: "search ('lampara de pie')", path: '/api/search?query=lampara%20de%20pie&language=es' },
    { name: 'collection (lamparas)', path: '/api/collections/lamparas?language=es' },
  ];
}

export const HELLO: Target = { name: "bare Fastify 'hello'", path: '/hello' };
