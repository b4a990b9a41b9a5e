import { type FastifyRequest } from 'fastify';

/** A host name, IPv4 or [IPv6] address, and an optional port: nothing that could break out of a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address absolute URLs of robots.txt and the sitemaps start with (no trailing slash):
 * the configured public address (SHOP_PUBLIC_URL) when there is one, else the request's own
 * origin. Its protocol and host come from X-Forwarded-Proto and X-Forwarded-Host only when
 * the app trusts the proxy that sent them (TRUST_PROXY: Fastify's request.protocol and
 * request.host decide). Undefined for a host that is no host name (such an answer would be
 * kept by caches under the shop's own URL).
 */
export function shopBaseUrl(request: FastifyRequest, configured: string | undefined): string | undefined {
  if (configured) return configured;
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}
