import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True on the server and while React hydrates its markup, false in every render after (and in
 * a page the browser renders alone). What only the visitor's browser knows (storage, a random
 * example) is shown from the render after, so hydration finds what the server sent.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
