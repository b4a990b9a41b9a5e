// Steps a customer takes through the account pages, on the composed shop.
import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from 'playwright-core';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { ACCOUNT_TEXTS } from './account-texts';

/** The names of the remember-me cookies the shell writes (docs/spec.md §3: token and user id). */
export const SESSION_COOKIES = ['shell_token', 'shell_user_id'];

export interface Credentials {
  email: string;
  password: string;
}

/** A new customer's e-mail and password, not registered yet. */
export function newCredentials(prefix: string): Credentials {
  return { email: `${prefix}-${randomUUID()}@example.com`, password: `Pw-${randomUUID()}` };
}

export function accountArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_account"]');
}

/** Registers through /register's form (or the form given); the shop then shows `/` or the return path. */
export async function registerThroughForm(
  form: Locator,
  language: ShopLanguage,
  { email, password }: Credentials,
): Promise<void> {
  const text = ACCOUNT_TEXTS[language];
  await form.getByRole('textbox', { name: text.email }).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(password);
  await form.getByLabel(text.repeatPassword, { exact: true }).fill(password);
  await form.getByRole('button', { name: text.register }).click();
}

/** Signs in through /login's form (or the form given). */
export async function signInThroughForm(
  form: Locator,
  language: ShopLanguage,
  { email, password }: Credentials,
  { rememberMe = false } = {},
): Promise<void> {
  const text = ACCOUNT_TEXTS[language];
  await form.getByRole('textbox', { name: text.email }).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: text.rememberMe }).check();
  await form.getByRole('button', { name: text.signIn }).click();
}

/** Waits until the page is at this path (the sign-in pages leave for it). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 20_000 });
}

/** Waits until the header shows the account menu: the shell holds a session. */
export async function waitForSignedIn(page: Page, language: ShopLanguage): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT_TEXTS[language].account }).waitFor();
}

/** Logs out from the header's account menu; the page reloads. */
export async function logOutFromMenu(page: Page, language: ShopLanguage): Promise<void> {
  const header = page.getByRole('banner');
  const text = ACCOUNT_TEXTS[language];
  await header.getByRole('button', { name: text.account }).click();
  await header.getByRole('button', { name: text.account, expanded: true }).waitFor();
  await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: text.logout }).click()]);
  await header.getByRole('link', { name: text.headerSignIn }).waitFor();
}

/** The shell's session cookies the browser holds. */
export async function sessionCookies(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  return cookies
    .map((cookie) => cookie.name)
    .filter((name) => SESSION_COOKIES.includes(name))
    .sort();
}
