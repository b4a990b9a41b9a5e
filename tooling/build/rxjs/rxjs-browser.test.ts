import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesImportingWhole, namesImportedFrom } from '../browser-imports';

// The browser's shared rxjs (rxjs-browser.mjs) names only Observable; these checks keep it
// from silently missing what browser code imports.
const ENTRY = path.join(__dirname, 'rxjs-browser.mjs');

/**
 * The names the entry re-exports, read from its text: rxjs's ES2015 files import without
 * extensions, which Node cannot load (the bundler can).
 */
function exportsOf(file: string): Array<{ name: string; from: string }> {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].flatMap(([, list, from]) =>
    list!
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((name) => ({ name, from: from! })),
  );
}

describe('the rxjs shared with the browser', () => {
  it('re-exports from files that exist, each defining the name it gives', () => {
    const exported = exportsOf(ENTRY);
    expect(exported.length).toBeGreaterThan(0);
    for (const { name, from } of exported) {
      const file = path.resolve(__dirname, from);
      expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
      expect(readFileSync(file, 'utf8')).toMatch(
        new RegExp(`export (var|const|let|class|function) ${name}\\b`),
      );
    }
  });

  it('has every name that browser code imports from rxjs, which imports it by name only', () => {
    const members = new Set(exportsOf(ENTRY).map(({ name }) => name));
    const used = namesImportedFrom(['rxjs']);
    expect(used.has('Observable')).toBe(true);
    expect([...used].filter((name) => !members.has(name))).toEqual([]);
    expect(filesImportingWhole(['rxjs'])).toEqual([]);
  });
});
