import { type ReactNode, createContext, useContext } from 'react';
import { type Bus, getBus } from 'shared-contracts';

const BusContext = createContext<Bus | null>(null);

/** Gives the frame a bus of its own; without one it uses the page's bus (tests give a fresh one). */
export function BusProvider({ bus, children }: { bus: Bus; children: ReactNode }) {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

export function useBus(): Bus {
  return useContext(BusContext) ?? getBus();
}
