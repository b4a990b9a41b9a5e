import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageHints } from './page-hints';

// A monolith build on disk: its page-files.json, as page-files-plugin.mjs writes it, and its pictures.
const dist = mkdtempSync(path.join(tmpdir(), 'monolith-hints-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'hero-poster.0123abcd.webp'), '');

const none = { js: [], css: [] };
writeFileSync(
  path.join(dist, 'page-files.json'),
  JSON.stringify({
    mf_catalog: {
      mounts: ['/', '/products/:productId'],
      routes: { js: ['routes-mf_catalog.1.js'], css: [] },
      service: { js: ['shared.9.js', 'service.2.js'], css: [] },
      pages: {
        '/': { js: ['shared.9.js', 'page-home.3.js'], css: ['page-home.3.css'] },
        '/products/:productId': { js: ['page-product.4.js'], css: ['page-product.4.css'] },
      },
    },
    mf_cart_checkout: {
      mounts: ['/cart'],
      routes: { js: ['routes-mf_cart_checkout.5.js'], css: ['routes-mf_cart_checkout.5.css'] },
      service: { js: ['service.6.js'], css: [] },
      pages: {},
    },
    mf_account: {
      mounts: ['/login'],
      routes: { js: ['routes-mf_account.7.js'], css: [] },
      service: none,
      pages: {},
    },
    mf_backoffice: { mounts: ['/backoffice'], routes: none, service: none, pages: {} },
    shell: { pages: { '/pages/faqs': { js: ['page-legal.8.js'], css: ['page-legal.8.css'] } } },
  }),
);

describe("the monolith's page hints", () => {
  it("names the owner's routes, the page's own chunk and picture, then every service, each file once", () => {
    expect(pageHints(dist, '/')).toEqual([
      { href: '/routes-mf_catalog.1.js', as: 'script' },
      { href: '/shared.9.js', as: 'script' },
      { href: '/page-home.3.js', as: 'script' },
      { href: '/page-home.3.css', as: 'style' },
      { href: '/assets/hero-poster.0123abcd.webp', as: 'image', highPriority: true },
      { href: '/service.2.js', as: 'script' },
      { href: '/service.6.js', as: 'script' },
    ]);
  });

  it("gives a page without a chunk of its own its remote's routes, and a picture only to its page", () => {
    expect(pageHints(dist, '/cart').slice(0, 2)).toEqual([
      { href: '/routes-mf_cart_checkout.5.js', as: 'script' },
      { href: '/routes-mf_cart_checkout.5.css', as: 'style' },
    ]);
    expect(pageHints(dist, '/products/3').map((hint) => hint.as)).not.toContain('image');
  });

  it("gives a page no remote owns the services, then the shell's own page files where it has a page", () => {
    const services = [
      { href: '/shared.9.js', as: 'script' },
      { href: '/service.2.js', as: 'script' },
      { href: '/service.6.js', as: 'script' },
    ];
    expect(pageHints(dist, '/pages/faqs')).toEqual([
      ...services,
      { href: '/page-legal.8.js', as: 'script' },
      { href: '/page-legal.8.css', as: 'style' },
    ]);
    expect(pageHints(dist, '/pages/unknown')).toEqual(services);
  });
});
