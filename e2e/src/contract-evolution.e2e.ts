// A remote deploys alone even when the contracts change (shared-contracts/README.md):
// a remote built with newer contracts (a new route, events and call) runs under today's
// shell, and today's remotes run under a shell built with the newer contracts.
// e2e/fixtures/contract-evolution/ builds both.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { REPO_ROOT, type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { VIEWPORTS, launchBrowser } from 'tooling-testing/browser';
import { serverRenderedPage } from './support/server-rendered';

jest.setTimeout(240_000);

let browser: Browser;
let fixtures: { remoteRelease: string; shellDist: string };

beforeAll(async () => {
  const output = execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'e2e/fixtures/contract-evolution/build.mjs')],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  fixtures = JSON.parse(output.trim().split('\n').pop()!) as typeof fixtures;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (fixtures) rmSync(fixtures.remoteRelease, { recursive: true, force: true });
});

/** A page on a shop, with the console's bus complaints collected. */
async function openShop(shop: RunningShop, language: 'es-ES' | 'en-US' = 'en-US') {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: shop.baseUrl });
  await context.addInitScript((lang) => {
    localStorage.setItem('shell.language', lang);
    localStorage.setItem('shell.cookie-consent', 'true');
  }, language);
  const page = await context.newPage();
  const busErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[bus]')) busErrors.push(message.text());
  });
  page.on('pageerror', (error) => busErrors.push(error.message));
  return { context, page, busErrors };
}

/** A page's HTML once the server renders it, its remote's region too (a cold first load may go over budget). */
async function serverHtml(shop: RunningShop, path: string): Promise<string> {
  const { status, html } = await serverRenderedPage(
    new URL(path, shop.baseUrl).href,
    {},
    { remoteRendered: true },
  );
  expect(status).toBe(200);
  return html;
}

const probe = (page: Page, field: string) => page.locator(`[data-probe="${field}"]`);

describe('a remote built with newer contracts, under today’s shell', () => {
  let shop: RunningShop;

  beforeAll(async () => {
    const registryFile = path.join(REPO_ROOT, '.e2e-artifacts', 'contract-evolution', 'remotes.json');
    const current = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', '-e', registryScript()], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      }),
    ) as Record<string, string>;
    writeFileSync(
      registryFile,
      JSON.stringify({ ...current, mf_account: '/mf/mf-account/probe-next/mf-manifest.json' }),
    );
    shop = await startShop({ REMOTES_FILE: registryFile, SERVER_RENDERING: 'on' });
  });
  afterAll(async () => {
    if (shop) await stopShop(shop);
  });

  it('is rendered on the server from its own server build, under today’s shell renderer', async () => {
    const html = await serverHtml(shop, '/contract-probe');
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1>Contract probe<\/h1>/);
  });

  it('serves the route it publishes, makes its new call and exchanges new and old events with the shell', async () => {
    const { context, page, busErrors } = await openShop(shop);
    await page.goto('/contract-probe');
    await page.getByRole('heading', { name: 'Contract probe' }).waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);

    // The new call, through the remote's own client, against the API that serves it.
    await probe(page, 'health').filter({ hasText: /^ok$/ }).waitFor();
    // An old state topic, published by today's shell, read with the newer contracts.
    expect(await probe(page, 'language').textContent()).toBe('en-US');

    await page.getByRole('button', { name: 'Ping' }).click();
    // The new signal reaches the remote's page and its service over the page's one kernel.
    await probe(page, 'pings').filter({ hasText: /^1$/ }).waitFor();
    expect(
      await page.evaluate(() => (globalThis as { __probeServicePings__?: number }).__probeServicePings__),
    ).toBe(1);
    // An old event with a field today's shell does not know: the shell shows it, ignoring the field.
    await page.getByText('Probe says hello').waitFor();

    // The rest of the shop is untouched: the catalogue under the same shell.
    await page.goto('/');
    await page.locator('[data-boundary="mf_catalog"]').getByRole('heading').first().waitFor();
    expect(busErrors).toEqual([]);
    await context.close();
  });
});

describe('today’s remotes, under a shell built with newer contracts', () => {
  let shop: RunningShop;

  beforeAll(async () => {
    shop = await startShop({ SHELL_DIST: fixtures.shellDist, SERVER_RENDERING: 'on' });
  });
  afterAll(async () => {
    if (shop) await stopShop(shop);
  });

  it('are rendered on the server by the newer shell’s renderer', async () => {
    const html = await serverHtml(shop, '/sales');
    expect(html).toMatch(/<div data-boundary="mf_catalog">[\s\S]*<h1[^>]*>Rebajas<\/h1>/);
  });

  it('keep working: their routes, and the catalogue’s wishlist count in the newer shell’s header', async () => {
    const { context, page, busErrors } = await openShop(shop);
    await page.goto('/sales');
    const catalog = page.locator('[data-boundary="mf_catalog"]');
    await catalog.getByRole('heading', { level: 1 }).waitFor();
    // The newer shell uses its new event and call.
    await page.waitForFunction(() => {
      const kernel = (
        globalThis as unknown as Record<string, { current(name: string): { value: unknown } | undefined }>
      ).__olmoShopBusKernel_v1__;
      const value = kernel?.current('probe.shell-contracts')?.value as { health?: string } | undefined;
      return value?.health === 'ok';
    });

    // A state topic of today's catalogue, shown by the newer shell's header.
    await catalog
      .getByRole('button', { name: /Add .* to the wishlist/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /Wishlist/ })
      .filter({ hasText: '1' })
      .waitFor();

    await page.goto('/cart');
    await page.locator('[data-boundary="mf_cart_checkout"]').getByRole('heading').first().waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
    expect(busErrors).toEqual([]);
    await context.close();
  });
});

/** Prints the registry `npm start` serves by default: each remote's latest release. */
function registryScript(): string {
  return `
    const { readRegistry, remoteDir } = require('./tooling/server/src/shop-layout.ts');
    const registry = readRegistry('/nonexistent', (remote, release) => '/mf/' + remoteDir(remote) + '/' + release + '/mf-manifest.json');
    process.stdout.write(JSON.stringify(registry));
  `;
}
