import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { manifestDigests, pageHints } from './page-hints';

// Two releases on disk, as the remotes' builds publish them.
const root = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
const releasesDir = (remote: string) => path.join(root, remote);

const ROUTES_EXPOSE = {
  name: 'routes',
  assets: { js: { sync: ['routes.1.js'], async: ['page.2.js'] }, css: { sync: [] } },
};
const SERVICE_EXPOSE = { name: 'service', assets: { js: { sync: ['service.3.js'] }, css: { sync: [] } } };

function publish(
  remote: string,
  release: string,
  mounts: string[],
  assets: string[] = [],
  exposes: object[] = [ROUTES_EXPOSE, SERVICE_EXPOSE],
  pages?: Record<string, { js: string[]; css: string[] }>,
): string {
  const folder = path.join(releasesDir(remote), release);
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  for (const asset of assets) writeFileSync(path.join(folder, asset), '');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes,
    shop: { mounts, ...(pages && { pages }) },
  };
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  return `/mf/${remote.replace(/_/g, '-')}/${release}/mf-manifest.json`;
}

const registry = {
  mf_catalog: publish(
    'mf_catalog',
    'aaa111',
    ['/', '/products/:productId'],
    ['assets/hero-poster.0123456789.webp'],
  ),
  mf_cart_checkout: publish('mf_cart_checkout', 'bbb222', ['/cart']),
  mf_account: 'http://localhost:8083/ccc333/mf-manifest.json',
};
// A release that publishes each page's lazy chunk (tooling/build/publish-mounts-plugin.mjs).
const withPages = {
  ...registry,
  mf_catalog: publish('mf_catalog', 'eee555', ['/', '/products/:productId'], [], undefined, {
    '/products/:productId': { js: ['241.a.js', 'page-product.b.js'], css: ['page-product.c.css'] },
    '/': { js: ['241.a.js', 'page-home.d.js'], css: [] },
  }),
};

describe('pageHints', () => {
  it('names the manifest of each remote served elsewhere, the code of the remote that owns the path, then the boot services', () => {
    expect(pageHints(registry, '/cart', releasesDir)).toEqual([
      { href: registry.mf_account, as: 'fetch' },
      { href: '/mf/mf-cart-checkout/bbb222/remoteEntry.js', as: 'script' },
      { href: '/mf/mf-cart-checkout/bbb222/routes.1.js', as: 'script' },
      { href: '/mf/mf-catalog/aaa111/remoteEntry.js', as: 'script' },
      { href: '/mf/mf-catalog/aaa111/service.3.js', as: 'script' },
      { href: '/mf/mf-cart-checkout/bbb222/service.3.js', as: 'script' },
    ]);
  });

  it('names no boot service for a remote without one', () => {
    const withoutService = {
      mf_account: publish('mf_account', 'ddd444', ['/account'], [], [ROUTES_EXPOSE]),
    };
    expect(pageHints(withoutService, '/pages/faqs', releasesDir)).toEqual([]);
  });

  it("asks for the home's poster first of all pictures, with high priority", () => {
    expect(pageHints(registry, '/', releasesDir)).toContainEqual({
      href: '/mf/mf-catalog/aaa111/assets/hero-poster.0123456789.webp',
      as: 'image',
      highPriority: true,
    });
    expect(pageHints(registry, '/products/28', releasesDir).map((hint) => hint.as)).not.toContain('image');
  });

  it("preloads the page's own chunk after the routes, once each file, and only the path's page", () => {
    const hrefs = pageHints(withPages, '/products/28', releasesDir).map((hint) => hint.href);
    const routes = hrefs.indexOf('/mf/mf-catalog/eee555/remoteEntry.js');
    expect(hrefs.slice(routes, routes + 5)).toEqual([
      '/mf/mf-catalog/eee555/remoteEntry.js',
      '/mf/mf-catalog/eee555/routes.1.js',
      '/mf/mf-catalog/eee555/241.a.js',
      '/mf/mf-catalog/eee555/page-product.b.js',
      '/mf/mf-catalog/eee555/page-product.c.css',
    ]);
    expect(hrefs).not.toContain('/mf/mf-catalog/eee555/page-home.d.js');
    expect(pageHints(withPages, '/', releasesDir)).toContainEqual({
      href: '/mf/mf-catalog/eee555/page-home.d.js',
      as: 'script',
    });
    expect(pageHints(withPages, '/products/28/reviews', releasesDir).map((hint) => hint.href)).not.toContain(
      '/mf/mf-catalog/eee555/241.a.js',
    );
  });

  it('gives the boot services for a path no remote owns, the manifest of a release not on disk', () => {
    expect(pageHints(registry, '/pages/faqs', releasesDir).map((hint) => hint.href)).toEqual([
      registry.mf_account,
      '/mf/mf-catalog/aaa111/remoteEntry.js',
      '/mf/mf-catalog/aaa111/service.3.js',
      '/mf/mf-cart-checkout/bbb222/remoteEntry.js',
      '/mf/mf-cart-checkout/bbb222/service.3.js',
    ]);
    const missing = { mf_catalog: '/mf/mf-catalog/000000/mf-manifest.json' };
    expect(pageHints(missing, '/', releasesDir)).toEqual([{ href: missing.mf_catalog, as: 'fetch' }]);
  });

  it("starts a listing's and a product's first API call with the page, as their client asks for it", () => {
    expect(pageHints(registry, '/type_products/sofas', releasesDir)).toContainEqual({
      href: '/api/type_products/sofas?page=1&language=es',
      as: 'fetch',
    });
    expect(pageHints(registry, '/products/28', releasesDir)).toContainEqual({
      href: '/api/products/28?language=es',
      as: 'fetch',
    });
    const apiCalls = (pathname: string, search?: string) =>
      pageHints(registry, pathname, releasesDir, search).filter((hint) => hint.href.startsWith('/api/'));
    expect(apiCalls('/type_products/sofas', 'page=2')).toEqual([]);
    expect(apiCalls('/products/abc')).toEqual([]);
  });
});

describe('manifestDigests', () => {
  it('gives what the shell reads of each served release, by the URL the registry names', () => {
    expect(manifestDigests(registry, releasesDir)).toEqual({
      [registry.mf_catalog]: {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes' }, { name: 'service' }],
        shop: { mounts: ['/', '/products/:productId'] },
      },
      [registry.mf_cart_checkout]: {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes' }, { name: 'service' }],
        shop: { mounts: ['/cart'] },
      },
    });
  });

  it('leaves out the assets and page lists, a release served elsewhere and one not on disk', () => {
    const digests = manifestDigests(
      { ...withPages, mf_backoffice: '/mf/mf-backoffice/000000/mf-manifest.json' },
      releasesDir,
    );
    expect(Object.keys(digests)).toEqual([withPages.mf_catalog, withPages.mf_cart_checkout]);
    expect(JSON.stringify(digests)).not.toMatch(/assets|pages|routes\.1\.js|241\.a\.js/);
  });
});
