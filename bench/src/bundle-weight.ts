// `npm run bench`: what the home page's first load fetches, measured in Chromium against
// the server `npm start` runs — gzipped bytes of JavaScript and CSS split by package, and
// the number of requests.
import { gzipSync } from 'node:zlib';
import { type RawSourceMap } from 'source-map-js';
import { launchBrowser } from '../../e2e/src/support/browser';
import { startShop, stopShop } from '../../tooling/testing/shop-process';
import { attributeBytes } from './source-attribution';

interface Fetched {
  url: string;
  kind: 'js' | 'css';
  body: Buffer;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

/** Which of our packages served a URL: remotes live under /mf/<package>/, the rest is the shell. */
function ownerOf(url: string): string {
  return /\/mf\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

async function measure(baseUrl: string) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('shell.cookie-consent', 'true'));
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => void fetched.push({ url: response.url(), kind: type === 'script' ? 'js' : 'css', body }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return { fetched, requests };
}

async function sourceMapOf(url: string): Promise<RawSourceMap | undefined> {
  const response = await fetch(`${url.split('?')[0]}.map`);
  return response.ok ? ((await response.json()) as RawSourceMap) : undefined;
}

async function main(): Promise<void> {
  const shop = await startShop();
  try {
    const { fetched, requests } = await measure(shop.baseUrl);
    const byPackage = new Map<string, { js: number; css: number }>();
    const add = (pkg: string, kind: 'js' | 'css', bytes: number) => {
      const row = byPackage.get(pkg) ?? { js: 0, css: 0 };
      row[kind] += bytes;
      byPackage.set(pkg, row);
    };

    for (const file of fetched) {
      const gzip = gzipSync(file.body, { level: 9 }).length;
      const owner = ownerOf(file.url);
      const map = file.kind === 'js' ? await sourceMapOf(file.url) : undefined;
      if (!map) {
        add(owner, file.kind, gzip);
        continue;
      }
      const raw = attributeBytes(file.body.toString('utf8'), map, owner);
      const total = [...raw.values()].reduce((sum, n) => sum + n, 0) || 1;
      for (const [pkg, bytes] of raw) add(pkg, file.kind, (gzip * bytes) / total);
    }

    const rows = [...byPackage.entries()].sort((a, b) => b[1].js + b[1].css - (a[1].js + a[1].css));
    const totalJs = rows.reduce((sum, [, row]) => sum + row.js, 0);
    const totalCss = rows.reduce((sum, [, row]) => sum + row.css, 0);
    // A marker only React DOM's own build contains: more than one file means two copies.
    const reactDomFiles = fetched.filter((file) => file.body.includes('__reactContainer$')).length;

    console.log('\nHome page, first load (Chromium, 1280 px) — gzip -9 of each file, split by source map\n');
    console.log(`${'package'.padEnd(48)}${'JS KB'.padStart(8)}${'CSS KB'.padStart(8)}`);
    for (const [pkg, row] of rows) console.log(`${pkg.padEnd(48)}${kb(row.js)}${kb(row.css)}`);
    console.log(`${'total'.padEnd(48)}${kb(totalJs)}${kb(totalCss)}`);
    console.log(
      `\nJS files: ${fetched.filter((f) => f.kind === 'js').length}, CSS files: ${fetched.filter((f) => f.kind === 'css').length}`,
    );
    console.log(`requests: ${requests} (all kinds: documents, scripts, styles, fetches, images, media)`);
    console.log(`copies of react-dom downloaded: ${reactDomFiles}`);
  } finally {
    await stopShop(shop);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
