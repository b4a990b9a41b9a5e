// Browser errors reach the operators (issue 27): a remote that throws while rendering, and one
// whose code cannot load, are reported by the page; the shop's log holds each report once, its
// stack read back through the release's hidden source maps to the team's source files, with
// the request id of the page's last API answer. The shop runs as `npm start` runs it, with its
// log (stdout) read by this file.
import { type ChildProcess, spawn } from 'node:child_process';
import { type Page, type Request } from 'playwright-core';
import { latestRelease } from 'tooling-server/shop-layout';
import { REPO_ROOT, freePort, newDataDir, stopShop } from 'tooling-testing/shop-process';
import { searchFor } from '../catalog/catalog-page';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { eventually } from '../support/eventually';
import { waitUntilHydrated } from '../support/hydration';
import { waitForFallback } from './fallback-texts';

jest.setTimeout(240_000);

const browser = sharedBrowser();

/** `npm start`'s server for this file, and every JSON line it logged. */
function shopWithLogForFile(): () => { logged: Array<Record<string, unknown>> } {
  const lines: string[] = [];
  let child: ChildProcess | undefined;
  const previousBaseUrl = process.env.E2E_BASE_URL;

  beforeAll(async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'tooling/server/start.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: newDataDir(),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop()!;
      lines.push(...parts);
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await eventually(async () => {
      if (child!.exitCode !== null) throw new Error(`the shop exited with code ${child!.exitCode}`);
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    }, 150_000);
    // The browser helpers (openContext) open this shop while the file runs.
    process.env.E2E_BASE_URL = baseUrl;
  }, 180_000);

  afterAll(async () => {
    if (previousBaseUrl === undefined) delete process.env.E2E_BASE_URL;
    else process.env.E2E_BASE_URL = previousBaseUrl;
    if (child) await stopShop({ process: child });
  });

  return () => ({
    logged: lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    }),
  });
}

const shop = shopWithLogForFile();

/** The `browser error` line the shop logged for a report of this kind and remote. */
async function loggedReport(kind: string, remote: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await eventually(() => {
    found = shop().logged.find(
      (line) => line.msg === 'browser error' && line.kind === kind && line.remote === remote,
    );
    expect(found).toBeDefined();
  });
  return found!;
}

/** Every report the page sends, as sent. */
function reportsSentBy(page: Page): Array<Record<string, unknown>> {
  const reports: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/client-errors')
      reports.push(request.postDataJSON() as Record<string, unknown>);
  });
  return reports;
}

/** The page's error-report state (remote-kit/src/errors/page-error-state.ts), as the test reads it. */
const ERROR_STATE_KEY = '__olmoShopErrorReports_v1__';

interface BreakingWindow {
  e2eBreakTheCatalogue?: boolean;
  /** The page's newest request id when the switch was made. */
  e2eIdAtSwitch?: string;
}

/**
 * The catalogue's code breaks once the page says so, on the search page, once an API answer
 * newer than the switch has come: formatting a price throws when the catalogue's own scripts
 * ask for it (the shell's, and everything before, still work). Waiting for the answer makes
 * the newest request id at the throw the search's (or a later one's): a search page whose code
 * was already loaded renders its price filter before the answer, and the home page's late
 * hydration on a loaded machine formats prices after the switch too.
 */
function breakTheCatalogueOnCue(): void {
  const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
  Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
    configurable: true,
    get(this: Intl.NumberFormat) {
      const page = window as BreakingWindow;
      const state = (globalThis as unknown as Record<string, { lastRequestId?: string } | undefined>)[
        '__olmoShopErrorReports_v1__'
      ];
      const answeredSince = state?.lastRequestId !== undefined && state.lastRequestId !== page.e2eIdAtSwitch;
      if (
        page.e2eBreakTheCatalogue === true &&
        answeredSince &&
        location.pathname === '/search' &&
        String(new Error().stack).includes('/mf/mf-catalog/')
      )
        throw new Error('e2e: the catalogue cannot format prices');
      return format.get!.call(this);
    },
  });
}

describe('browser errors reach the operators', () => {
  it("a catalogue render that throws: logged with its stack in the catalogue's sources and the last request id", async () => {
    const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
    await context.addInitScript(breakTheCatalogueOnCue);
    const reports = reportsSentBy(page);
    const answeredIds: string[] = [];
    page.on('response', (response) => {
      const id = response.headers()['x-request-id'];
      if (id && new URL(response.url()).pathname.startsWith('/api/')) answeredIds.push(id);
    });

    await page.goto('/');
    await waitUntilHydrated(page, '[data-boundary="mf_catalog"] h1');
    await page.evaluate((key) => {
      const page = window as BreakingWindow;
      page.e2eIdAtSwitch = (globalThis as unknown as Record<string, { lastRequestId?: string } | undefined>)[
        key
      ]?.lastRequestId;
      page.e2eBreakTheCatalogue = true;
    }, ERROR_STATE_KEY);
    await searchFor(page, 'es-ES', 'lámpara');
    await waitForFallback(page, 'mf_catalog', 'es-ES');

    await eventually(() => expect(reports.some((report) => report.kind === 'render')).toBe(true));
    const sent = reports.find((report) => report.kind === 'render')!;
    expect(sent).toMatchObject({
      remote: 'mf_catalog',
      release: latestRelease('mf_catalog'),
      // The path alone: the search the visitor typed stays in the browser.
      route: '/search',
      message: 'e2e: the catalogue cannot format prices',
    });
    // The newest API answer the page had when the render threw (the search's, or one after it).
    expect(answeredIds).toContain(sent.request_id);

    const logged = await loggedReport('render', 'mf_catalog');
    expect(logged).toMatchObject({
      level: 40,
      release: latestRelease('mf_catalog'),
      route: '/search',
      message: 'e2e: the catalogue cannot format prices',
      reportedRequestId: sent.request_id,
    });
    expect(logged.reqId).toEqual(expect.any(String));
    const stack = String(logged.stack);
    // The price's formatting (the contracts the catalogue bundles) and the catalogue's own component.
    expect(stack).toMatch(/\(shared-contracts\/src\/format\/[\w-]+\.ts:\d+:\d+\)/);
    expect(stack).toMatch(/\(mf-catalog\/src\/[\w/.-]+\.tsx:\d+:\d+\)/);
    expect(stack).not.toMatch(/\/mf\/mf-catalog\/\w+\/[\w.]+\.js/);
    await context.close();
  });

  it("a catalogue whose code cannot load: logged as a remote load, its stack in the shell's sources", async () => {
    const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
    await context.route('**/mf/mf-catalog/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    const reports = reportsSentBy(page);
    await page.goto('/');
    await waitForFallback(page, 'mf_catalog', 'en-US');

    await eventually(() => expect(reports.some((report) => report.kind === 'remote_load')).toBe(true));
    expect(reports.find((report) => report.kind === 'remote_load')).toMatchObject({
      remote: 'mf_catalog',
      release: latestRelease('mf_catalog'),
      route: '/',
    });
    const logged = await loggedReport('remote_load', 'mf_catalog');
    expect(String(logged.message)).toContain('/mf/mf-catalog/');
    expect(String(logged.stack)).toMatch(/\(shell\/src\/composition\/[\w/.-]+\.ts:\d+:\d+\)/);
    await context.close();
  });
});
