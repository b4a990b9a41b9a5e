// Debian's Chromium driven by playwright-core; no test downloads a browser.
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run browser tests through jest (globalSetup starts the shop)');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One Chromium for a test file: launched before its tests and closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export interface PageOptions {
  viewport?: ViewportName;
  language?: 'es-ES' | 'en-US';
  /** Answer the cookie banner beforehand so it does not cover the page. */
  cookieConsent?: boolean;
}

/** A fresh context (own storage) and page on the shop. */
export async function openContext(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    baseURL: baseUrl(),
  });
  const { language, cookieConsent } = options;
  await context.addInitScript(
    ({ language: lang, cookieConsent: consent }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      if (lang) localStorage.setItem('shell.language', lang);
      if (consent !== undefined) localStorage.setItem('shell.cookie-consent', String(consent));
    },
    { language, cookieConsent },
  );
  const page = await context.newPage();
  return { context, page };
}
