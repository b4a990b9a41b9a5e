import { ROUTES } from 'shared-contracts';

/**
 * What crawlers are kept from: the back office, the cart, checkout and a customer's own
 * pages (private, and of no use in search results), and the API.
 */
export const DISALLOWED_PATHS = [
  ROUTES.backoffice,
  ROUTES.checkout,
  ROUTES.cart,
  ROUTES.orders,
  ROUTES.profile,
  ROUTES.loginRegisterCheckout,
  '/api/',
] as const;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** robots.txt for the shop at `baseUrl` (its path, if the shop lives under one, prefixes every rule). */
export function robotsTxt(baseUrl: string): string {
  const prefix = new URL(baseUrl).pathname.replace(/\/$/, '');
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${prefix}${path}`),
    `Allow: ${prefix}/`,
    '',
    `Sitemap: ${baseUrl}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
