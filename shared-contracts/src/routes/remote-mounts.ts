import { ROUTES } from './paths';

/** The four remotes, by their Module Federation container names. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_cart_checkout', 'mf_account', 'mf_backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Which remote renders which paths. The shell reads this to know, before loading anything,
 * which remote owns the current URL; the remote then matches its own routes inside.
 */
export const REMOTE_MOUNTS: Record<RemoteName, readonly string[]> = {
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

function matchesPattern(pattern: string, pathname: string): boolean {
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
export function findRemoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_MOUNTS[name].some((pattern) => matchesPattern(pattern, pathname)),
  );
}
