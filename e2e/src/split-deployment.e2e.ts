// `npm run start:split`: each remote served by its own server process and origin, as
// separately deployed teams run them. Stopping one team's server leaves the shop usable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { launchBrowser } from 'tooling-testing/browser';
import { serverRenderedPage } from './support/server-rendered';

jest.setTimeout(120_000);

let browser: Browser;
let shop: RunningShop;
let shopUrl: string;

beforeAll(async () => {
  const remoteBasePort = 20_000 + Math.floor(Math.random() * 20_000);
  shop = await startShop(
    { REMOTE_BASE_PORT: String(remoteBasePort), HOST: '0.0.0.0' },
    'tooling/server/start-split.ts',
  );
  // The remotes allow the shop's origin by name, as a real deployment would.
  shopUrl = shop.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (shop) await stopShop(shop);
});

function remoteServerPids(): Record<string, number> {
  return JSON.parse(readFileSync(path.join(shop.dataDir, 'remote-servers.json'), 'utf8')) as Record<
    string,
    number
  >;
}

describe('split deployment', () => {
  it('loads each remote from its own origin, named by /remotes.json', async () => {
    const registry = (await (await fetch(`${shopUrl}/remotes.json`)).json()) as Record<string, string>;
    const origins = new Set(Object.values(registry).map((url) => new URL(url).origin));
    expect(origins.size).toBe(4);
    expect(origins.has(new URL(shopUrl).origin)).toBe(false);

    const context = await browser.newContext({ baseURL: shopUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('[data-boundary="mf_account"]').getByRole('heading').first().waitFor();
    await context.close();
  });

  it('renders pages on the server from the remotes’ own origins too', async () => {
    const { html } = await serverRenderedPage(
      `${shopUrl}/login`,
      { Cookie: 'shop_language=es-ES' },
      { remoteRendered: true },
    );
    expect(html).toMatch(/<div data-boundary="mf_account">[\s\S]*<h1[^>]*>Iniciar sesión<\/h1>/);
  });

  it("keeps the shop usable when one team's server is stopped", async () => {
    process.kill(remoteServerPids().mf_account!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const context = await browser.newContext({ baseURL: shopUrl });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.locator('[data-remote-fallback="mf_account"]').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('banner').isVisible()).toBe(true);

    await page.goto('/cart');
    await page.locator('[data-boundary="mf_cart_checkout"]').getByRole('heading').first().waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
    await context.close();
  });
});
