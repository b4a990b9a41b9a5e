import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the visitor's browser knows (its storage, its answers), read on each render:
 * `onTheServer` on the server and while React hydrates its markup, so hydration finds what
 * the server sent; `read()` from the render after. `read` must return a primitive, or the same
 * object while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, onTheServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onTheServer);
}

const notHydrating = () => false;

/**
 * True on the server and while React hydrates its markup, false in every render after (and in
 * a page the browser renders alone). What only the visitor's browser knows (storage, a random
 * example) is shown from the render after, so hydration finds what the server sent.
 */
export function useHydrating(): boolean {
  return useBrowserValue(notHydrating, true);
}
