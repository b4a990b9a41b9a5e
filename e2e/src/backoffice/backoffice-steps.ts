// Steps a staff member takes in the back office, on the composed shop.
import { type Locator, type Page } from 'playwright-core';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

export function backofficeArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_backoffice"]');
}

/** Fills /backoffice/login (already open) and signs in. */
export async function fillStaffLogin(
  page: Page,
  language: ShopLanguage,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const text = BACKOFFICE_TEXTS[language];
  const area = backofficeArea(page);
  await area.getByRole('heading', { level: 1, name: text.loginTitle }).waitFor();
  await area.getByLabel(text.email, { exact: true }).fill(email);
  await area.getByLabel(text.password, { exact: true }).fill(password);
  await area.getByRole('button', { name: text.signIn, exact: true }).click();
}

/** Signs in at /backoffice/login and waits for the orders. */
export async function signInAsStaff(
  page: Page,
  language: ShopLanguage,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto('/backoffice/login');
  await fillStaffLogin(page, language, credentials);
  await page.waitForURL(/\/backoffice(\/orders)?$/);
  await backofficeArea(page)
    .getByRole('heading', { level: 1, name: BACKOFFICE_TEXTS[language].ordersTitle })
    .waitFor();
}
