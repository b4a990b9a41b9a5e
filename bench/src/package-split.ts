// A first load's gzipped bytes split by the package they came from: each file's gzip size
// shared out in proportion to the raw bytes its source map gives each package.
import { type FirstLoad } from './first-load';
import { attributeBytes } from './source-attribution';
import { type BuildLayout, readSourceMap } from './source-map-files';

export type PackageSplit = Map<string, { js: number; css: number }>;

/** Which of our packages served a URL: remotes live under /mf/<package>/, the rest is the shell. */
function ownerOf(url: string): string {
  return /\/mf\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
}

/** A first load's split, from the source maps of the build that served it (read from disk). */
export function splitByPackage(load: FirstLoad, build: BuildLayout): PackageSplit {
  const split: PackageSplit = new Map();
  const add = (pkg: string, kind: 'js' | 'css', bytes: number) => {
    const row = split.get(pkg) ?? { js: 0, css: 0 };
    row[kind] += bytes;
    split.set(pkg, row);
  };
  for (const file of load.files) {
    const owner = ownerOf(file.url);
    const map = readSourceMap(file.url, build);
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
  const packages = [...new Set([...composed.keys(), ...monolith.keys()])].sort(
    (a, b) => (composed.get(b)?.js ?? 0) - (composed.get(a)?.js ?? 0),
  );
  const width = Math.max(...packages.map((pkg) => pkg.length)) + 2;
  const cells = (values: string[]) => values.map((value) => value.padStart(14)).join('');
  const figures = (rows: Array<{ js: number; css: number } | undefined>) =>
    cells(
      [...rows.map((row) => row?.js ?? 0), ...rows.map((row) => row?.css ?? 0)].map((b) =>
        (b / 1024).toFixed(1),
      ),
    );
  const sum = (split: PackageSplit) =>
    [...split.values()].reduce((total, row) => ({ js: total.js + row.js, css: total.css + row.css }), {
      js: 0,
      css: 0,
    });
  return [
    `${'package'.padEnd(width)}${cells(['composed JS', 'monolith JS', 'composed CSS', 'monolith CSS'])}`,
    ...packages.map((pkg) => `${pkg.padEnd(width)}${figures([composed.get(pkg), monolith.get(pkg)])}`),
    `${'total'.padEnd(width)}${figures([sum(composed), sum(monolith)])}`,
  ];
}
