// Writes into a remote's mf-manifest.json what the shop reads there besides Module Federation:
// - `shop.mounts`, the paths the remote owns, from its src/exposes/mounts.json: the shell reads
//   them from the manifest of the release /remotes.json names, so a remote's new route needs no
//   shell release;
// - `shop.pages`, the files of each page's lazy chunk by route pattern, from its optional
//   src/exposes/pages.json (pattern → webpackChunkName): the server preloads them with the
//   page (tooling/server/src/page-hints.ts) instead of the browser finding them after the routes run;
// - `shop.serverPages`, the paths whose pages the remote's server build renders, from its
//   optional src/exposes/server-pages.json (the others render in the browser inside the
//   server-rendered frame), and `metaData.ssrRemoteEntry`, its server container in the release.
import { existsSync, readFileSync } from 'node:fs';

const MANIFEST = 'mf-manifest.json';
const ROUTE_PATTERN = /^\/(?!\/)[\w\-/:*.]*$/;

/** A mount is a route pattern of the shop: '/', '/cart', '/orders/:orderCode', '/checkout/*'. */
export function readMounts(file) {
  const mounts = JSON.parse(readFileSync(file, 'utf8'));
  const valid =
    Array.isArray(mounts) &&
    mounts.length > 0 &&
    mounts.every((mount) => typeof mount === 'string' && ROUTE_PATTERN.test(mount));
  if (!valid) throw new Error(`${file}: expected a list of route patterns such as "/cart" or "/checkout/*"`);
  return mounts;
}

/** Route pattern → name of the lazy chunk of its page: { "/products/:productId": "page-product" }. */
export function readPages(file) {
  const pages = JSON.parse(readFileSync(file, 'utf8'));
  const valid =
    typeof pages === 'object' &&
    pages !== null &&
    !Array.isArray(pages) &&
    Object.entries(pages).every(
      ([pattern, chunk]) => ROUTE_PATTERN.test(pattern) && typeof chunk === 'string' && chunk.length > 0,
    );
  if (!valid)
    throw new Error(
      `${file}: expected route patterns mapped to chunk names, such as { "/cart": "page-cart" }`,
    );
  return pages;
}

/**
 * The scripts and styles a named lazy chunk loads with: the files of every chunk of its chunk
 * group (the page's own and the split chunks it needs), or undefined when no chunk has the name.
 */
export function chunkGroupFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return undefined;
  const files = group.chunks.flatMap((chunk) => [...chunk.files]);
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/**
 * Each page's files by route pattern, from a pages.json (pattern → webpackChunkName), or
 * undefined without one; a chunk name no lazy import carries fails the build.
 */
export function pageFilesOf(compilation, pagesFile, pluginName) {
  if (!pagesFile || !existsSync(pagesFile)) return undefined;
  compilation.fileDependencies.add(pagesFile);
  const pages = {};
  for (const [pattern, chunk] of Object.entries(readPages(pagesFile))) {
    const files = chunkGroupFiles(compilation, chunk);
    if (files) pages[pattern] = files;
    else
      compilation.errors.push(
        new Error(`${pluginName}: ${pagesFile} names chunk "${chunk}", which no webpackChunkName gives`),
      );
  }
  return pages;
}

/** Route patterns whose pages a server build renders; an empty list is allowed. */
export function readServerPages(file) {
  if (!file || !existsSync(file)) return [];
  const pages = JSON.parse(readFileSync(file, 'utf8'));
  const valid =
    Array.isArray(pages) && pages.every((page) => typeof page === 'string' && ROUTE_PATTERN.test(page));
  if (!valid) throw new Error(`${file}: expected a list of route patterns such as "/products/:productId"`);
  return pages;
}

export class PublishMountsPlugin {
  /** `server`: the release's server container (its path in the release) and its server-pages.json. */
  constructor(mountsFile, pagesFile, server) {
    this.mountsFile = mountsFile;
    this.pagesFile = pagesFile;
    this.server = server;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishMountsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.mountsFile);
      compilation.hooks.processAssets.tap(
        // After Module Federation has written the manifest (at OPTIMIZE_TRANSFER).
        { name: 'PublishMountsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(
              new Error(`PublishMountsPlugin: no ${MANIFEST} to publish the mounts in`),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          const pages = pageFilesOf(compilation, this.pagesFile, 'PublishMountsPlugin');
          manifest.shop = { ...manifest.shop, mounts: readMounts(this.mountsFile), ...(pages && { pages }) };
          if (this.server) {
            if (existsSync(this.server.pagesFile)) compilation.fileDependencies.add(this.server.pagesFile);
            manifest.shop.serverPages = readServerPages(this.server.pagesFile);
            manifest.metaData.ssrRemoteEntry = { name: this.server.entry, path: '', type: 'commonjs-module' };
          }
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
