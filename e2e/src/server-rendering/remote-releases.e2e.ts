// Issue 24, points 2 and 3, on a running shop whose registry changes under it: a remote's new
// release, deployed alone, changes both the server's HTML and the hydrated page; a remote whose
// server build throws, is missing or is slower than the page's budget (300 ms) gets its area
// rendered in the browser, the rest of the page still rendered on the server, never a 5xx.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES, LANGUAGE_COOKIE } from 'shared-contracts';
import { REPO_ROOT, type RunningShop, freePort, startShop, stopShop } from 'tooling-testing/shop-process';
import { VIEWPORTS, sharedBrowser } from 'tooling-testing/browser';
import { serverRenderedPage } from '../support/server-rendered';

jest.setTimeout(240_000);

const browser = sharedBrowser();
const RELEASES = path.join(REPO_ROOT, 'mf-catalog', 'dist', 'releases');
const latest = (dir: string) =>
  (JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'dist', 'latest.json'), 'utf8')) as { release: string })
    .release;
const CATALOG = latest('mf-catalog');
const FAULTY = { throws: `${CATALOG}-throws`, missing: `${CATALOG}-missing` };
/** The catalogue's release with the sale's title changed: a new release of the catalogue alone. */
const RENAMED = `${CATALOG}-winter`;
const WINTER_SALE = 'Rebajas de invierno';

/** Every script of a release (browser and server) with one text changed, served uncompressed. */
function renameSale(dir: string): void {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  for (const file of walk(dir)) {
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) {
      const text = readFileSync(file, 'utf8');
      if (text.includes('"Rebajas"')) writeFileSync(file, text.replaceAll('"Rebajas"', `"${WINTER_SALE}"`));
    }
  }
}

/** The catalogue's release, copied with its server container broken one way or another. */
function faultyRelease(name: string, breakIt: (serverDir: string) => void): void {
  const dir = path.join(RELEASES, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(RELEASES, CATALOG), dir, { recursive: true });
  breakIt(path.join(dir, 'server'));
}

/** Serves the catalogue's release from another origin, its server files 20 s late (longer than this test looks). */
function slowOrigin(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(RELEASES, CATALOG, decodeURIComponent(request.url!.split('?')[0]!));
    const send = () => {
      try {
        const body = readFileSync(file);
        const type = file.endsWith('.json')
          ? 'application/json'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/javascript';
        response.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    };
    if (request.url!.startsWith('/server/')) setTimeout(send, 20_000);
    else send();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let shop: RunningShop;
let slow: Server;
let slowUrl: string;
const registryFile = path.join(REPO_ROOT, '.e2e-artifacts', 'server-faults', 'remotes.json');

function pointCatalogAt(manifestUrl: string): void {
  const registry = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const dir = remote.replace(/_/g, '-');
      return [remote, `/mf/${dir}/${latest(dir)}/mf-manifest.json`];
    }),
  );
  writeFileSync(registryFile, JSON.stringify({ ...registry, mf_catalog: manifestUrl }));
}

beforeAll(async () => {
  faultyRelease(FAULTY.throws, (server) => {
    const entry = path.join(server, 'remoteEntry.js');
    writeFileSync(entry, 'throw new Error("the catalogue server build fails");\n');
    // Served as written: not from the build's compressed copies of the sound entry.
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
  });
  faultyRelease(FAULTY.missing, (server) => rmSync(server, { recursive: true }));
  faultyRelease(RENAMED, (server) => renameSale(path.dirname(server)));
  const port = await freePort();
  slowUrl = `http://127.0.0.1:${port}`;
  slow = await slowOrigin(port);
  mkdirSync(path.dirname(registryFile), { recursive: true });
  pointCatalogAt(`/mf/mf-catalog/${CATALOG}/mf-manifest.json`);
  shop = await startShop({
    SERVER_RENDERING: 'on',
    RATE_LIMIT: 'off',
    REMOTES_FILE: registryFile,
    SHOP_ORIGINS: slowUrl,
  });
});

afterAll(async () => {
  if (shop) await stopShop(shop);
  slow?.close();
  for (const name of [...Object.values(FAULTY), RENAMED])
    rmSync(path.join(RELEASES, name), { recursive: true, force: true });
});

const PRODUCT = '/products/3';
const PRODUCT_NAME = /Sofá Sevilla/;

/**
 * The page as the server renders it, once the registry's render workers have started; with
 * `remoteRendered`, once they render the catalogue's area too (a cold first load of a sound
 * release may go over the budget on a busy machine, and is then left to the browser).
 */
const serverPage = (url = PRODUCT, { remoteRendered = false } = {}) =>
  serverRenderedPage(
    new URL(url, shop.baseUrl).href,
    { Cookie: `${LANGUAGE_COOKIE}=es-ES` },
    { remoteRendered },
  );

const saleTitle = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html.slice(html.indexOf('<main')))?.[1];

describe('a new release of the catalogue, deployed alone while the shop runs', () => {
  it('changes the server’s HTML within 10 seconds, and the page hydrates with that same release', async () => {
    pointCatalogAt(`/mf/mf-catalog/${CATALOG}/mf-manifest.json`);
    expect(saleTitle((await serverPage('/sales', { remoteRendered: true })).html)).toBe('Rebajas');

    pointCatalogAt(`/mf/mf-catalog/${RENAMED}/mf-manifest.json`);
    const deployed = Date.now();
    let title: string | undefined;
    while (Date.now() - deployed < 10_000) {
      title = saleTitle((await serverPage('/sales')).html);
      if (title === WINTER_SALE) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(title).toBe(WINTER_SALE);

    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, baseURL: shop.baseUrl });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const catalogFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf-catalog/')) catalogFiles.push(request.url());
    });
    await page.goto('/sales');
    await page.waitForLoadState('networkidle');
    await page.locator('[data-boundary="mf_catalog"]').getByRole('button').first().waitFor();
    expect(await page.locator('[data-boundary="mf_catalog"] h1').textContent()).toBe(WINTER_SALE);
    // The browser took the catalogue from the release the page was rendered with, and only it.
    expect(catalogFiles.length).toBeGreaterThan(0);
    expect(catalogFiles.filter((url) => !url.includes(`/mf/mf-catalog/${RENAMED}/`))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The page as a visitor gets it: the product shows, rendered by the browser if not by the server. */
async function productShowsInTheBrowser(): Promise<void> {
  const context = await browser().newContext({ viewport: VIEWPORTS.desktop, baseURL: shop.baseUrl });
  const page = await context.newPage();
  await page.goto(PRODUCT);
  await page.locator('[data-boundary="mf_catalog"] h1').filter({ hasText: PRODUCT_NAME }).waitFor();
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  await context.close();
}

describe.each([
  ['throws', () => `/mf/mf-catalog/${FAULTY.throws}/mf-manifest.json`],
  ['is missing', () => `/mf/mf-catalog/${FAULTY.missing}/mf-manifest.json`],
  ['takes longer than the budget', () => `${slowUrl}/mf-manifest.json`],
])('a catalogue whose server build %s', (_fault, manifestUrl) => {
  beforeAll(() => pointCatalogAt(manifestUrl()));

  it('leaves its area to the browser; the frame is still rendered on the server, and the page is a 200', async () => {
    const { status, html } = await serverPage();
    expect(status).toBe(200);
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/<footer/);
    const area = /<div data-boundary="mf_catalog">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(area).toMatch(/role="status"/);
    expect(area).not.toMatch(PRODUCT_NAME);
    await productShowsInTheBrowser();
  });
});

describe('the same catalogue once its server build is sound again', () => {
  it('is rendered on the server again', async () => {
    pointCatalogAt(`/mf/mf-catalog/${CATALOG}/mf-manifest.json`);
    const { status, html } = await serverPage(PRODUCT, { remoteRendered: true });
    expect(status).toBe(200);
    expect(html).toMatch(PRODUCT_NAME);
    await productShowsInTheBrowser();
  });
});
