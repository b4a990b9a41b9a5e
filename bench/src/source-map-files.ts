// Where a served file's source map is on disk. The shop's servers never hand out .map files
// (tooling/server/src/public-files.ts), so the bench reads them from the build folders instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type RawSourceMap } from 'source-map-js';
import { REPO_ROOT } from 'tooling-testing/shop-process';

export type BuildLayout = 'composed' | 'monolith';

const MONOLITH_DIST = path.join(REPO_ROOT, 'tooling', 'server', 'monolith', 'dist');
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

/**
 * The file on disk a URL's map would be: a remote's release file (/mf/<package>/<release>/…)
 * in that package's dist/releases, anything else in the shell's dist (composed) or the
 * monolith's. Undefined for a path that would leave its folder.
 */
export function sourceMapPathOf(url: string, build: BuildLayout): string | undefined {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const remote = /^\/mf\/(mf-[\w-]+)\/([0-9a-f]+)\/(.+)$/.exec(pathname);
  const [root, file] =
    build === 'composed' && remote
      ? [path.join(REPO_ROOT, remote[1]!, 'dist', 'releases', remote[2]!), remote[3]!]
      : [build === 'composed' ? SHELL_DIST : MONOLITH_DIST, pathname.slice(1)];
  const mapFile = path.resolve(root, `${file}.map`);
  return mapFile.startsWith(root + path.sep) ? mapFile : undefined;
}

/** The source map of a file the page fetched, read from its build folder, if the build wrote one. */
export function readSourceMap(url: string, build: BuildLayout): RawSourceMap | undefined {
  const file = sourceMapPathOf(url, build);
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap;
}
