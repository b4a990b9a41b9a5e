// Customer accounts for browser tests: registered through the real API, signed in on the
// page as mf-account does (a fact on the page's bus, which the shell stores).
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type PageOptions, baseUrl, openContext } from 'tooling-testing/browser';
import { publishOnBus } from './bus';

export interface Account {
  token: string;
  userId: number;
  tokenExpirationDate: string;
}

/** A POST to the shop's API; fails the test on any answer but a success. */
export async function postToApi<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new customer account. */
export function registerCustomer(prefix = 'customer'): Promise<Account> {
  const password = `Pw-${randomUUID()}`;
  return postToApi<Account>('/account/register', {
    email: `${prefix}-${randomUUID()}@example.com`,
    password,
    repeat_password: password,
  });
}

/** Signs the account in on the page, as the account remote does after POST /login. */
export function signInOnPage(page: Page, account: Account): Promise<void> {
  return publishOnBus(page, 'session.sign-in-succeeded', { session: account, rememberMe: false });
}

/** A browser context of its own (another device), on the home page, the account signed in. */
export async function signedInContext(
  browser: Browser,
  account: Account,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openContext(browser, options);
  await page.goto('/');
  await signInOnPage(page, account);
  return { context, page };
}
