import path from 'node:path';
import { exportsOf, filesImportingWhole, namesImportedFrom } from '../browser-imports';

// The browser's shared router (react-router-browser.mjs) names only part of react-router;
// these checks keep it from silently missing what browser code imports.
const ROUTER = ['react-router', 'react-router-dom'];

describe('the react-router shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'react-router-browser.mjs')));

  it('has every name that browser code imports from react-router or react-router-dom', () => {
    const used = namesImportedFrom(ROUTER);
    expect([...used].filter((name) => !members.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('is imported by name only: a namespace, default or subpath import would need more', () => {
    expect(filesImportingWhole(ROUTER)).toEqual([]);
  });

  it('keeps the data routers and the server parts out', () => {
    for (const member of ['createBrowserRouter', 'RouterProvider', 'createCookie', 'ServerRouter']) {
      expect(members.has(member)).toBe(false);
    }
  });
});
