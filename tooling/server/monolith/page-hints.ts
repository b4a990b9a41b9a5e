// What a monolith page asks for in its head, as the composed shop's server does from the
// releases' manifests (tooling/server/src/page-hints.ts): the routes' and the page's own chunk of
// the remote that owns the path, the page's main picture, then the services every page starts.
// The files come from the build's page-files.json (page-files-plugin.mjs).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { findRemoteForPath, matchesPattern } from 'shell/route-ownership';
import { type PreloadHint, pageAt } from '../src/page-hints';

interface ChunkFiles {
  js: string[];
  css: string[];
}

interface RemoteFiles {
  mounts: string[];
  routes: ChunkFiles;
  service: ChunkFiles;
  pages: Record<string, ChunkFiles>;
}

/** Under `shell`, the files of the shell's own lazy pages (its legal pages) by route pattern. */
type PageFiles = Record<RemoteName, RemoteFiles> & { shell?: { pages: Record<string, ChunkFiles> } };

/** A page's main picture, as tooling/server/src/page-hints.ts names it (its LCP candidate). */
const PAGE_IMAGES: ReadonlyArray<{ remote: RemoteName; pattern: string; file: RegExp }> = [
  { remote: 'mf_catalog', pattern: '/', file: /^hero-poster\.[0-9a-f]+\.webp$/ },
];

let cached: { dist: string; mtimeMs: number; files: PageFiles; assets: string[] } | undefined;

/** The build's page files and pictures, read again only when a new build replaced them. */
function buildFiles(dist: string): { files: PageFiles; assets: string[] } {
  const file = path.join(dist, 'page-files.json');
  const { mtimeMs } = statSync(file);
  if (cached?.dist !== dist || cached.mtimeMs !== mtimeMs) {
    const assets = path.join(dist, 'assets');
    cached = {
      dist,
      mtimeMs,
      files: JSON.parse(readFileSync(file, 'utf8')) as PageFiles,
      assets: existsSync(assets) ? readdirSync(assets) : [],
    };
  }
  return cached;
}

const hintsOf = ({ js, css }: ChunkFiles): PreloadHint[] => [
  ...js.map((file) => ({ href: `/${file}`, as: 'script' as const })),
  ...css.map((file) => ({ href: `/${file}`, as: 'style' as const })),
];

/** Hints for the page at `pathname` of the build in `dist`. */
export function pageHints(dist: string, pathname: string): PreloadHint[] {
  const { files, assets } = buildFiles(dist);
  const table = Object.fromEntries(REMOTE_NAMES.map((name) => [name, files[name].mounts]));
  const owner = findRemoteForPath(table, pathname);
  const hints: PreloadHint[] = [];
  if (owner) {
    const page = pageAt(files[owner].pages, pathname);
    hints.push(...hintsOf(files[owner].routes), ...(page ? hintsOf(page) : []));
    for (const image of PAGE_IMAGES) {
      const picture = assets.find((name) => image.file.test(name));
      if (image.remote === owner && matchesPattern(image.pattern, pathname) && picture)
        hints.push({ href: `/assets/${picture}`, as: 'image', highPriority: true });
    }
  }
  for (const remote of REMOTE_NAMES) hints.push(...hintsOf(files[remote].service));
  const shellPage = pageAt(files.shell?.pages ?? {}, pathname);
  if (shellPage) hints.push(...hintsOf(shellPage));
  // A split chunk the routes, the page and a service share: once is enough.
  return hints.filter((hint, index) => hints.findIndex((other) => other.href === hint.href) === index);
}
