/** A host name, IPv4 or [IPv6] address, and an optional port: nothing that could break out of a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request was made to (`https://shop.example`), from its protocol and Host as the
 * server trusts them (behind a proxy, X-Forwarded-* only when it trusts the proxy). Undefined
 * for a host that is no host name: an absolute URL built from it would be kept by caches under
 * the shop's own address.
 */
export function requestOrigin({ protocol, host }: { protocol: string; host: string }): string | undefined {
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}
