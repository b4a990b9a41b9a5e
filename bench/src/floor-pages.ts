// Two pages that bound what Lighthouse can give the home page on this machine, measured in the
// same run as the two builds:
// - "markup only": the composed home's own markup, styles and images with no script at all,
//   the first paint a server-rendered page would give;
// - "React alone": that markup put into the page by React 19's client, with none of the shop's
//   code (no router, i18n, contracts, stores or remotes): what the framework costs by itself.
// Between these and the builds lies the shop's own work in the browser.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { launchBrowser } from 'tooling-testing/browser';
import { forwardRequest } from 'tooling-server/forward-request';
import { REPO_ROOT } from 'tooling-testing/shop-process';

export type Floor = 'markup only' | 'React alone';
export const FLOORS: readonly Floor[] = ['markup only', 'React alone'];

interface Markup {
  lang: string;
  head: string;
  root: string;
}

const REACT_SCRIPT = '/__floor/react-alone.js';
const PAGE_PATHS: Record<Floor, string> = {
  'markup only': '/__floor/markup-only',
  'React alone': '/__floor/react-alone',
};

/**
 * The home as Lighthouse's phone first sees it (no cookie answer), its scripts taken out, its
 * addresses made relative: the floor pages are served from their own origin, and the shop
 * does not lend its files to another one (Cross-Origin-Resource-Policy).
 */
async function homeMarkup(shopUrl: string): Promise<Markup> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${shopUrl}/`, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const markup = await page.evaluate(() => {
      const code = 'script, link[rel="preload"][as="script"], link[rel="modulepreload"]';
      document.querySelectorAll(code).forEach((element) => element.remove());
      return {
        lang: document.documentElement.lang,
        head: document.head.innerHTML,
        root: document.getElementById('root')?.innerHTML ?? '',
      };
    });
    const relative = (html: string) => html.replaceAll(shopUrl, '');
    return { ...markup, head: relative(markup.head), root: relative(markup.root) };
  } finally {
    await browser.close();
  }
}

const REACT_ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const markup = document.getElementById('floor-markup').innerHTML;
createRoot(document.getElementById('root')).render(
  createElement('div', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: markup } }),
);
`;

/** React 19's client and an entry that renders the markup, built as the shop builds (rspack, production). */
async function buildReactAlone(dir: string): Promise<Buffer> {
  writeFileSync(path.join(dir, 'entry.mjs'), REACT_ENTRY);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: dir, filename: 'react-alone.js' },
    resolve: { modules: [path.join(REPO_ROOT, 'node_modules')] },
    devtool: false,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  return readFileSync(path.join(dir, 'react-alone.js'));
}

function documentOf(markup: Markup, body: string): string {
  return `<!doctype html><html lang="${markup.lang}"><head>${markup.head}</head><body>${body}</body></html>`;
}

/** Serves the two pages; every other path (styles, images, fonts) goes on to the composed shop. */
function serveFloors(shopUrl: string, own: Map<string, { type: string; gzip: Buffer }>) {
  const server = createServer((incoming, outgoing) => {
    const file = own.get(incoming.url ?? '');
    if (!file) return forwardRequest(incoming, outgoing, shopUrl);
    outgoing.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip' });
    outgoing.end(file.gzip);
  });
  return new Promise<{ baseUrl: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

/** Makes and serves the two floor pages of the composed shop's home; their URLs and a stop. */
export async function startFloorPages(shopUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'floor-'));
  try {
    const markup = await homeMarkup(shopUrl);
    const script = await buildReactAlone(dir);
    const html = (body: string) => ({
      type: 'text/html; charset=utf-8',
      gzip: gzipSync(documentOf(markup, body)),
    });
    const own = new Map([
      [PAGE_PATHS['markup only'], html(`<div id="root">${markup.root}</div>`)],
      [
        PAGE_PATHS['React alone'],
        html(
          `<div id="root"></div><template id="floor-markup">${markup.root}</template>` +
            `<script defer src="${REACT_SCRIPT}"></script>`,
        ),
      ],
      [REACT_SCRIPT, { type: 'text/javascript', gzip: gzipSync(script) }],
    ]);
    const server = await serveFloors(shopUrl, own);
    const urls = Object.fromEntries(
      FLOORS.map((floor) => [floor, `${server.baseUrl}${PAGE_PATHS[floor]}`]),
    ) as Record<Floor, string>;
    return { urls, stop: server.close };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
