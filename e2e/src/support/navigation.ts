import { type Page } from 'playwright-core';

/** Client-side navigation, as a link click does: the page (and its scripts) stays. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
