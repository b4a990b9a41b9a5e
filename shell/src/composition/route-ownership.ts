import { REMOTE_NAMES, ROUTES, type RemoteName } from 'shared-contracts';

/** Which paths each remote renders: route patterns, '*' ending a pattern matches the rest. */
export type MountTable = Partial<Record<RemoteName, readonly string[]>>;

/**
 * The paths each remote owned when this shell was built. Each remote publishes its own
 * paths in its manifest, and those win; this table only decides whose fallback to show
 * for a remote whose manifest cannot be read at all (a remote down on a first visit).
 */
export const FALLBACK_MOUNTS: Record<RemoteName, readonly string[]> = {
  mf_catalog: [
    ROUTES.home,
    ROUTES.collection,
    '/type_products',
    '/type_products/*',
    ROUTES.product,
    '/products',
    ROUTES.search,
    ROUTES.sales,
    ROUTES.wishlist,
  ],
  mf_cart_checkout: [ROUTES.cart, ROUTES.checkout, '/checkout/*'],
  mf_account: [
    ROUTES.login,
    ROUTES.register,
    ROUTES.loginRegisterCheckout,
    ROUTES.recoverPassword,
    ROUTES.profile,
    ROUTES.orders,
    ROUTES.order,
    ROUTES.contact,
    ROUTES.askAvailability,
  ],
  mf_backoffice: [ROUTES.backoffice, '/backoffice/*'],
};

export function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  for (let i = 0; i < patternParts.length; i += 1) {
    const part = patternParts[i]!;
    if (part === '*') return true;
    const segment = pathParts[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return patternParts.length === pathParts.length;
}

/** The remote that renders a path, or undefined when the shell owns it (or nobody does). */
export function findRemoteForPath(table: MountTable, pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => table[name]?.some((pattern) => matchesPattern(pattern, pathname)));
}
