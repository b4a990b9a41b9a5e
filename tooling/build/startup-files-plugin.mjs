// Writes startup-files.json: the files the shell's entry fetches the moment it runs — its
// bootstrap, behind Module Federation's async boundary (the shared libraries are in the entry
// itself: the shell provides them eagerly). Async chunks are not named by the HTML; the server
// turns the list into preload hints (tooling/server/src/shell-template.ts) and the browser fetches
// them together with the entry instead of one round trip after it.
//
// With a pages file (the shell's src/pages/pages.json, route pattern → webpackChunkName) it
// writes page-files.json too: the files of the shell's own lazy pages by pattern, which the
// server links with those pages (the legal pages' styles must be in place before they paint).
import { pageFilesOf } from './publish-mounts-plugin.mjs';

export const STARTUP_FILES = 'startup-files.json';
export const PAGE_FILES = 'page-files.json';

export class StartupFilesPlugin {
  constructor({ pagesFile } = {}) {
    this.pagesFile = pagesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const entrypoint of compilation.entrypoints.values())
            for (const child of entrypoint.childrenIterable)
              for (const file of child.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
          compilation.emitAsset(STARTUP_FILES, new sources.RawSource(JSON.stringify([...files].sort())));
          const pages = pageFilesOf(compilation, this.pagesFile, 'StartupFilesPlugin');
          if (pages) compilation.emitAsset(PAGE_FILES, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}
