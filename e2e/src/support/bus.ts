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
