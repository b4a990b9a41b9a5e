// What a page's first load fetches, measured in Chromium: every script and stylesheet with
// its body, gzipped at level 9 (what the server's pre-compressed .gz files weigh), and every
// request of any kind. One helper for `npm run bench` and the first-load budget test
// (e2e/src/first-load-budget.e2e.ts), so both count the same bytes.
import { gzipSync } from 'node:zlib';
import { type Browser } from 'playwright-core';

export interface FetchedFile {
  url: string;
  kind: 'js' | 'css';
  body: Buffer;
  gzipBytes: number;
}

export interface FirstLoad {
  files: FetchedFile[];
  /** Requests of every kind: documents, scripts, styles, fetches, images, media. */
  requests: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The window the figures are taken in: a desktop, the cookie banner already answered. */
export const FIRST_LOAD_VIEWPORT = { width: 1280, height: 900 } as const;

/** Loads `url` in a fresh context (empty cache and storage) and waits until the network is idle. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT });
  try {
    await context.addInitScript(() => localStorage.setItem('shell.cookie-consent', 'true'));
    const page = await context.newPage();
    const files: FetchedFile[] = [];
    const pending: Promise<void>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) =>
            void files.push({
              url: response.url(),
              kind: type === 'script' ? 'js' : 'css',
              body,
              gzipBytes: gzipSync(body, { level: 9 }).length,
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (kind: FetchedFile['kind']) =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
    return { files, requests, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
  } finally {
    await context.close();
  }
}
