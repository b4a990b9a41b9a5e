// A first load's gzipped bytes split by the package they came from: each file's gzip size
// shared out in proportion to the raw bytes its source map gives each package.
import { type RawSourceMap } from 'source-map-js';
import { type FirstLoad } from './first-load';
import { attributeBytes } from './source-attribution';

export type PackageSplit = Map<string, { js: number; css: number }>;

/** Which of our packages served a URL: remotes live under /mf/<package>/, the rest is the shell. */
function ownerOf(url: string): string {
  return /\/mf\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

async function sourceMapOf(url: string): Promise<RawSourceMap | undefined> {
  const response = await fetch(`${url.split('?')[0]}.map`);
  return response.ok ? ((await response.json()) as RawSourceMap) : undefined;
}

export async function splitByPackage(load: FirstLoad): Promise<PackageSplit> {
  const split: PackageSplit = new Map();
  const add = (pkg: string, kind: 'js' | 'css', bytes: number) => {
    const row = split.get(pkg) ?? { js: 0, css: 0 };
    row[kind] += bytes;
    split.set(pkg, row);
  };
  for (const file of load.files) {
    const owner = ownerOf(file.url);
    const map = file.kind === 'js' ? await sourceMapOf(file.url) : undefined;
    if (!map) {
      add(owner, file.kind, file.gzipBytes);
      continue;
    }
    const raw = attributeBytes(file.body.toString('utf8'), map, owner);
    const total = [...raw.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [pkg, bytes] of raw) add(pkg, file.kind, (file.gzipBytes * bytes) / total);
  }
  return split;
}

/** Both builds' splits side by side, heaviest composed package first. */
export function packageSplitTable(composed: PackageSplit, monolith: PackageSplit): string[] {
  const kb = (bytes = 0) => (bytes / 1024).toFixed(1).padStart(10);
  const packages = [...new Set([...composed.keys(), ...monolith.keys()])].sort(
    (a, b) => (composed.get(b)?.js ?? 0) - (composed.get(a)?.js ?? 0),
  );
  const total = (split: PackageSplit, kind: 'js' | 'css') =>
    [...split.values()].reduce((sum, row) => sum + row[kind], 0);
  const head = ['composed', 'monolith'].map((build) => `${build} JS`.padStart(14)).join('');
  const lines = [
    `${'package'.padEnd(40)}${head}${'composed CSS'.padStart(14)}${'monolith CSS'.padStart(14)}`,
  ];
  const line = (name: string, cJs: number, mJs: number, cCss: number, mCss: number) =>
    `${name.padEnd(40)}${kb(cJs).padStart(14)}${kb(mJs).padStart(14)}${kb(cCss).padStart(14)}${kb(mCss).padStart(14)}`;
  for (const pkg of packages) {
    const c = composed.get(pkg);
    const m = monolith.get(pkg);
    lines.push(line(pkg, c?.js ?? 0, m?.js ?? 0, c?.css ?? 0, m?.css ?? 0));
  }
  lines.push(
    line(
      'total',
      total(composed, 'js'),
      total(monolith, 'js'),
      total(composed, 'css'),
      total(monolith, 'css'),
    ),
  );
  return lines;
}
