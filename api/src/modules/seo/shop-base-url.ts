import { type FastifyRequest } from 'fastify';
import { requestOrigin } from 'shared-contracts';

/**
 * The address absolute URLs of robots.txt and the sitemaps start with (no trailing slash):
 * the configured public address (SHOP_PUBLIC_URL) when there is one, else the request's own
 * origin. Its protocol and host come from X-Forwarded-Proto and X-Forwarded-Host only when
 * the app trusts the proxy that sent them (TRUST_PROXY: Fastify's request.protocol and
 * request.host decide). Undefined for a host that is no host name.
 */
export function shopBaseUrl(request: FastifyRequest, configured: string | undefined): string | undefined {
  return configured ?? requestOrigin(request);
}
