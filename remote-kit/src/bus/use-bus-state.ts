import { useCallback, useSyncExternalStore } from 'react';
import { type BusPayload, type StateEventName } from 'shared-contracts';
import { useBus } from './bus-context';

/**
 * The topics a server-rendered page was rendered with: the language, the layout (the
 * visitor's cookies; the layout guessed on a first visit) and the shop's origin, which the shell holds at the
 * server's values until the page has hydrated. Session, cart and wishlist are the visitor's
 * own and never reach the server's HTML, so while the page hydrates they read as not yet
 * known, as on the server, and take their values in the render right after.
 */
const KNOWN_ON_THE_SERVER: ReadonlySet<StateEventName> = new Set([
  'language.changed',
  'layout.mobile',
  'page.origin',
]);

/** The current value of a bus state topic, re-rendering when it changes; undefined until published. */
export function useBusState<K extends StateEventName>(name: K): BusPayload<K> | undefined;
/** The current value of a bus state topic, or the fallback until someone publishes it. */
export function useBusState<K extends StateEventName>(name: K, fallback: BusPayload<K>): BusPayload<K>;
export function useBusState<K extends StateEventName>(
  name: K,
  fallback?: BusPayload<K>,
): BusPayload<K> | undefined {
  const bus = useBus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.on(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, name],
  );
  const current = useCallback(() => bus.current(name), [bus, name]);
  const asOnTheServer = useCallback(
    () => (KNOWN_ON_THE_SERVER.has(name) ? bus.current(name) : undefined),
    [bus, name],
  );
  return useSyncExternalStore(subscribe, current, asOnTheServer) ?? fallback;
}
