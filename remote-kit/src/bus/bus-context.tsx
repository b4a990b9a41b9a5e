import { type ReactNode, createContext, useContext } from 'react';
import { type Bus, getBus } from 'shared-contracts';

const BusContext = createContext<Bus | null>(null);

/**
 * Gives the components below a bus of their own (a test's fresh bus). Without one they use
 * the page's bus, which is what every remote does under the shell.
 */
export function BusProvider({ bus, children }: { bus: Bus; children: ReactNode }) {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

/** The bus of the nearest BusProvider, or the page's bus. */
export function useBus(): Bus {
  return useContext(BusContext) ?? getBus();
}
