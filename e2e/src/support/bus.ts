import { type Page } from 'playwright-core';
import { BUS_PROTOCOL_VERSION, type BusEventName, busEvents } from 'shared-contracts';

/** The page's bus kernel, which every bundle shares (shared-contracts/src/bus/kernel.ts). */
const KERNEL = `__olmoShopBusKernel_v${BUS_PROTOCOL_VERSION}__`;

interface PageKernel {
  emit(name: string, payload: unknown, state: boolean): void;
  current(name: string): { value: unknown } | undefined;
}

/** Publishes on the page's one event bus, as a remote would. */
export async function publishOnBus(page: Page, name: BusEventName, payload: unknown): Promise<void> {
  await page.evaluate(
    ([kernelKey, eventName, eventPayload, state]) => {
      const kernel = (window as unknown as Record<string, PageKernel | undefined>)[kernelKey];
      if (!kernel) throw new Error('no bus on the page');
      kernel.emit(eventName, eventPayload, state);
    },
    [KERNEL, name, payload, busEvents[name].kind === 'state'] as const,
  );
}

/** Waits until a state topic has a value: the service that owns it has started. */
export async function waitForBusState(page: Page, name: BusEventName): Promise<void> {
  await page.waitForFunction(
    ([kernelKey, eventName]) =>
      (window as unknown as Record<string, PageKernel | undefined>)[kernelKey]?.current(eventName) !==
      undefined,
    [KERNEL, name] as const,
  );
}
