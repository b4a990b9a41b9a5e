import { ROUTES, type RemoteName } from 'shared-contracts';
import { LEGAL_PAGES } from '../pages/legal/legal-pages';

const SHELL_PAGES = new Set<string>(LEGAL_PAGES.map((page) => page.path));

/**
 * The HTTP status of a page the server renders: 404 for an address that names nothing (no
 * page of the shell or of a remote, or a remote's page whose thing does not exist) and for
 * /error itself, reached as a landing page; 200 otherwise.
 */
export function pageStatus(pathname: string, owner: RemoteName | undefined, notFound: boolean): 200 | 404 {
  if (notFound || pathname === ROUTES.error) return 404;
  return owner || SHELL_PAGES.has(pathname) ? 200 : 404;
}
