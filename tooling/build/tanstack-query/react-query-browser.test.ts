import path from 'node:path';
import { exportsOf, filesImportingWhole, namesImportedFrom } from '../browser-imports';

// The browser's shared query library (react-query-browser.mjs) names only part of
// @tanstack/react-query; these checks keep it from silently missing what browser code imports.
const QUERY = ['@tanstack/react-query'];

describe('the @tanstack/react-query shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'react-query-browser.mjs')));

  it('has every name that browser code imports from @tanstack/react-query', () => {
    const used = namesImportedFrom(QUERY);
    expect([...used].filter((name) => !members.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(2);
  });

  it('is imported by name only: a namespace, default or subpath import would need more', () => {
    expect(filesImportingWhole(QUERY)).toEqual([]);
  });

  it('keeps the server side out of the browser: dehydrating is the server build’s', () => {
    for (const member of ['dehydrate', 'useInfiniteQuery', 'HydrationBoundary']) {
      expect(members.has(member)).toBe(false);
    }
  });
});
