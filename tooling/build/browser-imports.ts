// For the tests of the shared entries that name only part of a library (tooling/build/react-router,
// tooling/build/rxjs, tooling/build/react-i18next): which names the shop's browser code imports from a
// package. Shared modules are not tree-shaken, so such an entry must name all of them.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..');
const BROWSER_SOURCES = [
  'shared-contracts/src',
  'shell/src',
  'mf-catalog/src',
  'mf-cart-checkout/src',
  'mf-account/src',
  'mf-backoffice/src',
  'remote-kit/src',
];

/**
 * Source files that reach a browser bundle: not tests, test helpers, the Node-only evolution
 * check or server-rendering code (a `server/` folder: it is built for Node only).
 */
export function browserSourceFiles(dir: string = REPO): string[] {
  if (dir === REPO) return BROWSER_SOURCES.flatMap((source) => browserSourceFiles(path.join(REPO, source)));
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['evolution', 'testing', 'server'].includes(entry.name) ? [] : browserSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names (not `type` ones) that browser code imports by name from any of `packages`. */
export function namesImportedFrom(packages: string[]): Set<string> {
  const from = packages.map(escape).join('|');
  const imports = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'(?:${from})'`, 'g');
  const names = new Set<string>();
  for (const file of browserSourceFiles()) {
    for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(imports)) {
      if (typeOnly) continue;
      for (const item of list!.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Browser files that import `packages` otherwise than by name (default, namespace, subpath). */
export function filesImportingWhole(packages: string[]): string[] {
  const from = packages.map(escape).join('|');
  const whole = new RegExp(
    `import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+'(?:${from})'|from\\s+'(?:${from})/`,
  );
  return browserSourceFiles().filter((file) => whole.test(readFileSync(file, 'utf8')));
}

/** The names an ES module file exports, read by the Node running the tests. */
export function exportsOf(file: string): string[] {
  const script = `import(${JSON.stringify(file)}).then((m) => console.log(JSON.stringify(Object.keys(m))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
}
