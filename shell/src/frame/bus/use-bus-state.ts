import { useCallback, useSyncExternalStore } from 'react';
import { type BusPayload, type StateEventName } from 'shared-contracts';
import { useBus } from './bus-context';

/** The current value of a bus state topic, or the fallback until someone publishes it. */
export function useBusState<K extends StateEventName>(name: K, fallback: BusPayload<K>): BusPayload<K> {
  const bus = useBus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.on(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, name],
  );
  const value = useSyncExternalStore(subscribe, () => bus.current(name));
  return value ?? fallback;
}
