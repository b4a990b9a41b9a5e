import { type Page } from 'playwright-core';

/** Publishes on the page's one event bus, as a remote would. */
export async function publishOnBus(page: Page, name: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ([eventName, eventPayload]) => {
      const bus = (window as unknown as Record<string, { publish: (n: string, p: unknown) => void }>)
        .__estudioShopBus_v1__;
      if (!bus) throw new Error('no bus on the page');
      bus.publish(eventName as string, eventPayload);
    },
    [name, payload] as const,
  );
}

/** Waits until a state topic has a value: the service that owns it has started. */
export async function waitForBusState(page: Page, name: string): Promise<void> {
  await page.waitForFunction((eventName) => {
    const bus = (window as unknown as Record<string, { current: (n: string) => unknown }>)
      .__estudioShopBus_v1__;
    return bus?.current(eventName) !== undefined;
  }, name);
}
