import { useLocation } from 'react-router-dom';
import { useBusState } from 'remote-kit';
import { readReturnPath } from 'shared-contracts';

/** The return path this page was given (`?return_to=`), when it is a safe one. */
export function useReturnPath(): string | undefined {
  return readReturnPath(useLocation().search);
}

/**
 * Where a sign-in page sends the customer: the return path it was given, else `fallback`;
 * and whether a customer is signed in already (the page offers to continue instead).
 */
export function useSignInTarget(fallback: string): {
  returnPath: string | undefined;
  returnTo: string;
  signedIn: boolean;
} {
  const returnPath = useReturnPath();
  const signedIn = Boolean(useBusState('session.changed')?.token);
  return { returnPath, returnTo: returnPath ?? fallback, signedIn };
}
