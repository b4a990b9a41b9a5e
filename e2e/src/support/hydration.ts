import { type Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element `selector` finds: a server-rendered page shows
 * its content before its scripts run, and what a visitor presses before hydration does nothing.
 * (React keeps its fiber on each DOM node it owns.)
 */
export async function waitUntilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
