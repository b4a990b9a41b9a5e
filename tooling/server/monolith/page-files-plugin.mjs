// Writes page-files.json: for each remote, the paths it owns (src/exposes/mounts.json) and the
// files of its routes, of its service and of each page's lazy chunk (src/exposes/pages.json):
// what a composed release publishes in its manifest; under `shell`, the files of the shell's
// own lazy pages (shell/src/pages/pages.json), as the shell's build writes them. The monolith's
// server (page-hints.ts) links a page's styles and preloads its scripts from it, as the composed
// shop's server does from the manifests.
import path from 'node:path';
import { chunkGroupFiles, pageFilesOf, readMounts } from 'tooling-build/publish-mounts-plugin';

export const PAGE_FILES = 'page-files.json';

const NO_FILES = { js: [], css: [] };

const filesOf = (chunks) => {
  const files = [...new Set(chunks.flatMap((chunk) => [...chunk.files]))];
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
};

/**
 * The files of the lazy chunk groups that load the module of `resource` (a lazy
 * import.meta.webpackContext, as bundled-remotes.ts loads a service, names no chunk).
 */
function lazyModuleFiles(compilation, resource) {
  const module = [...compilation.modules].find(
    (candidate) => (candidate.rootModule ?? candidate).resource === resource,
  );
  if (!module) return NO_FILES;
  const groups = new Set();
  for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module))
    for (const group of chunk.groupsIterable) if (!group.isInitial()) groups.add(group);
  return filesOf([...groups].flatMap((group) => group.chunks));
}

export class PageFilesPlugin {
  /** `remotes`: remote name → its package folder; `shellPagesFile`: the shell's pages.json. */
  constructor(remotes, shellPagesFile) {
    this.remotes = remotes;
    this.shellPagesFile = shellPagesFile;
  }

  /** One remote's mounts and files; a chunk name no lazy import carries fails the build. */
  remoteFiles(compilation, name, dir) {
    const exposes = path.join(dir, 'src', 'exposes');
    const mountsFile = path.join(exposes, 'mounts.json');
    const pagesFile = path.join(exposes, 'pages.json');
    compilation.fileDependencies.add(mountsFile);
    const chunkFiles = (chunk) => {
      const files = chunkGroupFiles(compilation, chunk);
      if (!files) compilation.errors.push(new Error(`PageFilesPlugin: no chunk is named "${chunk}"`));
      return files ?? NO_FILES;
    };
    return {
      mounts: readMounts(mountsFile),
      // bundled-remotes.ts names each remote's routes chunk so.
      routes: chunkFiles(`routes-${name}`),
      service: lazyModuleFiles(compilation, path.join(exposes, 'service.ts')),
      pages: pageFilesOf(compilation, pagesFile, 'PageFilesPlugin') ?? {},
    };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = Object.fromEntries(
            Object.entries(this.remotes).map(([name, dir]) => [
              name,
              this.remoteFiles(compilation, name, dir),
            ]),
          );
          files.shell = { pages: pageFilesOf(compilation, this.shellPagesFile, 'PageFilesPlugin') ?? {} };
          compilation.emitAsset(PAGE_FILES, new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}
