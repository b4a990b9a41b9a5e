import { useCallback, useSyncExternalStore } from 'react';
import { type BusPayload, type StateEventName } from 'shared-contracts';
import { useBus } from './bus-context';

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
  return useSyncExternalStore(subscribe, current, current) ?? fallback;
}
