import { INLINE_MANIFESTS_ID as SHELL_MANIFESTS_ID } from 'shell/manifests';
import { INLINE_REGISTRY_ID as SHELL_REGISTRY_ID } from 'shell/remote-registry';
import {
  INLINE_MANIFESTS_ID,
  INLINE_REGISTRY_ID,
  aroundRoot,
  inLanguage,
  renderShellPage,
} from './shell-page';

const template =
  '<!doctype html><html><head><title>Olmo</title></head><body><div id="root"></div></body></html>';

describe('renderShellPage', () => {
  it('writes the registry as a JSON data block and the hints into the head', () => {
    const html = renderShellPage(template, { mf_catalog: '/mf/mf-catalog/abc/mf-manifest.json' }, [
      { href: '/mf/mf-catalog/abc/mf-manifest.json', as: 'fetch' },
      { href: '/mf/mf-catalog/abc/remoteEntry.js', as: 'script' },
      { href: '/mf/mf-catalog/abc/assets/hero-poster.0123456789.webp', as: 'image', highPriority: true },
    ]);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      `<script type="application/json" id="${INLINE_REGISTRY_ID}">{"mf_catalog":"/mf/mf-catalog/abc/mf-manifest.json"}</script>`,
    );
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="/mf/mf-catalog/abc/mf-manifest.json" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="preload" as="script" href="/mf/mf-catalog/abc/remoteEntry.js" fetchpriority="low">',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/mf/mf-catalog/abc/assets/hero-poster.0123456789.webp" fetchpriority="high">',
    );
  });

  it('cannot be broken out of by a value of the registry', () => {
    const html = renderShellPage(template, { mf_catalog: '</script><script>alert(1)</script>' }, [
      { href: '"><script>alert(1)</script>', as: 'script' },
    ]);
    expect(html).not.toContain('<script>alert(1)');
    const json = html.slice(html.indexOf('{'), html.indexOf('}') + 1);
    expect(JSON.parse(json)).toEqual({ mf_catalog: '</script><script>alert(1)</script>' });
  });

  it("asks for the shell's own entry first, every script at the low priority of a deferred one", () => {
    const built = template.replace('</body>', '<script defer src="/main.0123456789.js"></script></body>');
    const html = renderShellPage(built, {}, [{ href: '/mf/mf-catalog/abc/remoteEntry.js', as: 'script' }]);
    const entry = html.indexOf(
      '<link rel="preload" as="script" href="/main.0123456789.js" fetchpriority="low">',
    );
    expect(entry).toBeGreaterThan(0);
    expect(entry).toBeLessThan(html.indexOf('remoteEntry.js'));
    expect(html).not.toMatch(/as="script"[^>]*fetchpriority="high"/);
  });

  it('writes the manifest digests as a second JSON data block, under the id the shell reads', () => {
    const digest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes' }],
      shop: { mounts: ['/</script><script>alert(1)</script>'] },
    };
    const url = '/mf/mf-catalog/abc/mf-manifest.json';
    const html = renderShellPage(template, { mf_catalog: url }, [], { [url]: digest });
    expect(html).not.toContain('<script>alert(1)');
    const open = `<script type="application/json" id="${INLINE_MANIFESTS_ID}">`;
    const start = html.indexOf(open) + open.length;
    expect(JSON.parse(html.slice(start, html.indexOf('</script>', start)))).toEqual({ [url]: digest });
    expect([INLINE_REGISTRY_ID, INLINE_MANIFESTS_ID]).toEqual([SHELL_REGISTRY_ID, SHELL_MANIFESTS_ID]);
  });
});

describe('renderShellPage for a page rendered on the server', () => {
  it('applies the page’s styles before any script runs, and still only preloads its scripts', () => {
    const html = renderShellPage(
      '<html><head></head><body><div id="root"></div></body></html>',
      {},
      [
        { href: '/58.abc.css', as: 'style' },
        { href: '/mf/mf-catalog/r1/page-home.def.css', as: 'style' },
        { href: '/mf/mf-catalog/r1/page-home.def.js', as: 'script' },
      ],
      {},
      { stylesheets: true },
    );
    expect(html).toContain('<link rel="stylesheet" href="/58.abc.css">');
    expect(html).toContain('<link rel="stylesheet" href="/mf/mf-catalog/r1/page-home.def.css">');
    expect(html).toContain('<link rel="preload" as="script" href="/mf/mf-catalog/r1/page-home.def.js"');
    expect(html).not.toContain('as="style"');
  });
});

describe('inLanguage', () => {
  it.each([
    ['<!doctype html><html lang="es"><head>', 'en-US', '<!doctype html><html lang="en"><head>'],
    ['<!doctype html><html lang="es"><head>', 'es-ES', '<!doctype html><html lang="es"><head>'],
    ['<!doctype html><html><head>', 'en-US', '<!doctype html><html lang="en"><head>'],
  ] as const)('%s in %s is %s', (html, language, expected) => {
    expect(inLanguage(html, language)).toBe(expected);
  });
});

describe('aroundRoot', () => {
  it('splits the page at its root element: the head goes first, the app’s markup goes between', () => {
    const page =
      '<html><head></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
    const { before, after } = aroundRoot(page);
    expect(before).toBe('<html><head></head><body><div id="root">');
    expect(after).toBe('</div><script src="/main.js"></script></body></html>');
    expect(`${before}<main>app</main>${after}`).toContain('<div id="root"><main>app</main></div>');
  });

  it('refuses a page without a root element', () => {
    expect(() => aroundRoot('<html><body></body></html>')).toThrow(/no <div id="root">/);
  });
});
