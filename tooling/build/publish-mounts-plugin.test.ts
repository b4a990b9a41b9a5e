import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The plugin is an ES module of the build: run it in a child Node, as rspack loads it.
const PLUGIN = JSON.stringify(pathToFileURL(path.join(__dirname, 'publish-mounts-plugin.mjs')).href);
const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));

function run(script: string): unknown {
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const plugin = await import(${PLUGIN});\n${script}`],
      {
        encoding: 'utf8',
      },
    ),
  );
}

function readPagesOf(pages: unknown): unknown {
  const file = path.join(dir, `${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(pages));
  return run(`
    try { console.log(JSON.stringify({ pages: plugin.readPages(${JSON.stringify(file)}) })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }
  `);
}

describe("a remote's pages.json (route pattern → its page's lazy chunk)", () => {
  it('is read as written when every key is a route pattern and every value a chunk name', () => {
    const pages = {
      '/': 'page-home',
      '/products/:productId': 'page-product',
      '/checkout/*': 'page-checkout',
    };
    expect(readPagesOf(pages)).toEqual({ pages });
  });

  it.each([[['/cart']], [{ cart: 'page-cart' }], [{ '/cart': '' }], [{ '//cart': 'page-cart' }]])(
    'fails the build, saying what is expected, for %j',
    (pages) => {
      expect(readPagesOf(pages)).toEqual({
        error: expect.stringContaining('expected route patterns mapped to chunk names'),
      });
    },
  );

  it("gives a named chunk's scripts and styles with those of the split chunks it loads with", () => {
    const files = run(`
      const chunk = (...files) => ({ files: new Set(files) });
      const compilation = { namedChunkGroups: new Map([
        ['page-product', { chunks: [chunk('241.a.js'), chunk('page-product.b.js', 'page-product.c.css')] }],
      ]) };
      console.log(JSON.stringify({
        product: plugin.chunkGroupFiles(compilation, 'page-product'),
        missing: plugin.chunkGroupFiles(compilation, 'page-missing') ?? null,
      }));
    `);
    expect(files).toEqual({
      product: { js: ['241.a.js', 'page-product.b.js'], css: ['page-product.c.css'] },
      missing: null,
    });
  });
});

function readServerPagesOf(pages: unknown): unknown {
  const file = path.join(dir, `${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(pages));
  return run(`
    try { console.log(JSON.stringify({ pages: plugin.readServerPages(${JSON.stringify(file)}) })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }
  `);
}

describe("a remote's server-pages.json (the pages its server build renders)", () => {
  it('is read as written, and is empty for a remote without one (all its pages render in the browser)', () => {
    expect(readServerPagesOf(['/', '/products/:productId'])).toEqual({
      pages: ['/', '/products/:productId'],
    });
    expect(readServerPagesOf([])).toEqual({ pages: [] });
    expect(
      run(
        `console.log(JSON.stringify(plugin.readServerPages(${JSON.stringify(path.join(dir, 'none.json'))})))`,
      ),
    ).toEqual([]);
  });

  it.each([[{ '/': true }], [['cart']], [['//cart']]])('fails the build for %j', (pages) => {
    expect(readServerPagesOf(pages)).toEqual({
      error: expect.stringContaining('expected a list of route patterns'),
    });
  });
});
