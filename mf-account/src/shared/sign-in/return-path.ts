import { useLocation } from 'react-router-dom';
import { RETURN_TO_PARAM, readReturnPath } from 'shared-contracts';

/** A link to another sign-in page that keeps the return path the customer came with. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}` : path;
}

/** The return path this page was given (`?return_to=`), when it is a safe one. */
export function useReturnPath(): string | undefined {
  return readReturnPath(useLocation().search);
}
