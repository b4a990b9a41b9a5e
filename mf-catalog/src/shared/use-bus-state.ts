import { useCallback, useSyncExternalStore } from 'react';
import { type BusPayload, type StateEventName, getBus } from 'shared-contracts';

/** The current value of a bus state topic, re-rendering when it changes. */
export function useBusState<K extends StateEventName>(name: K): BusPayload<K> | undefined {
  const bus = getBus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.on(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, name],
  );
  const current = useCallback(() => bus.current(name), [bus, name]);
  return useSyncExternalStore(subscribe, current, current);
}
