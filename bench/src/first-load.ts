// What a page's first load fetches, measured in Chromium: every script and stylesheet with
// its body, gzipped at level 9 (what the server's pre-compressed .gz files weigh), and every
// request of any kind. One helper for `npm run bench` and the first-load budget test
// (e2e/src/first-load-budget.e2e.ts), so both count the same bytes.
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, type Request, type Response } from 'playwright-core';

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
  /** What the page logged as an error (console errors, uncaught exceptions, CSP refusals). */
  errors: string[];
}

/** The window the figures are taken in: a desktop, the cookie banner already answered. */
export const FIRST_LOAD_VIEWPORT = { width: 1280, height: 900 } as const;

/** What shows that the page's own content is there, whichever build serves it. */
const CONTENT = 'main h1';
/** Quiet network after the content shows: the page has fetched what its first load needs. */
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * A script or a style sheet, by what the server says it is: the page's preload hints fetch
 * code that Chromium reports as another resource type than the script that then runs it.
 */
function codeKindOf(response: Response): FetchedFile['kind'] | undefined {
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return undefined;
}

/** Requests in flight and the time of the last one that started or ended (media streams aside). */
function trackNetwork(page: Page): () => boolean {
  let inFlight = 0;
  let lastActivity = Date.now();
  const counts = (request: Request) => request.resourceType() !== 'media';
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (!counts(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS;
}

/**
 * Loads `url` in a fresh context (empty cache and storage), waits for the page's content
 * (not only a quiet network: on a busy machine the scripts may still be parsing when the
 * network first falls quiet), then for the network to stay quiet for a second.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT });
  try {
    await context.addInitScript(() => localStorage.setItem('shell.cookie-consent', 'true'));
    const page = await context.newPage();
    const files: FetchedFile[] = [];
    const pending: Promise<void>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => void errors.push(error.message));
    const isQuiet = trackNetwork(page);
    page.on('response', (response) => {
      const type = codeKindOf(response);
      if (!type) return;
      pending.push(
        response.body().then(
          (body) =>
            void files.push({
              url: response.url(),
              kind: type,
              body,
              gzipBytes: gzipSync(body, { level: 9 }).length,
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(CONTENT).first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (!isQuiet() && Date.now() < deadline) await page.waitForTimeout(100);
    await Promise.all(pending);
    const sum = (kind: FetchedFile['kind']) =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
    return { files, requests, jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), errors };
  } finally {
    await context.close();
  }
}
