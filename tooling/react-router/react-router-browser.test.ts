import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The browser's shared router (react-router-browser.mjs) names only part of react-router;
// these checks keep it from silently missing what browser code imports.
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

function exportsOf(file: string): string[] {
  const script = `import(${JSON.stringify(file)}).then((m) => console.log(JSON.stringify(Object.keys(m))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Test helpers run on Node only (with the whole package), never in a bundle.
    if (entry.isDirectory()) return ['evolution', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names (not `type` ones) a file imports from react-router or react-router-dom. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const [, typeOnly, list] of source.matchAll(imports)) {
    if (typeOnly) continue;
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the react-router shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'react-router-browser.mjs')));

  it('has every name that browser code imports from react-router or react-router-dom', () => {
    const used = new Set<string>();
    for (const dir of BROWSER_SOURCES) {
      for (const file of sourceFiles(path.join(REPO, dir))) {
        for (const name of routerImports(readFileSync(file, 'utf8'))) used.add(name);
      }
    }
    expect([...used].filter((name) => !members.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('reads no namespace or default import of the router, which would need every export', () => {
    for (const dir of BROWSER_SOURCES) {
      for (const file of sourceFiles(path.join(REPO, dir))) {
        const source = readFileSync(file, 'utf8');
        expect({ file, found: /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router/.test(source) }).toEqual({
          file,
          found: false,
        });
      }
    }
  });

  it('keeps the data routers and the server parts out', () => {
    for (const member of ['createBrowserRouter', 'RouterProvider', 'createCookie', 'ServerRouter']) {
      expect(members.has(member)).toBe(false);
    }
  });
});
