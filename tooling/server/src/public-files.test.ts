import { isPublicFile } from './public-files';

describe('public files', () => {
  it('serves code, styles, manifests and assets', () => {
    for (const file of ['/main.0123456789.js', '/a/main.css', '/mf-manifest.json', '/assets/x.webp'])
      expect(isPublicFile(file)).toBe(true);
  });

  it('never serves a source map, whatever its case', () => {
    for (const file of ['/main.0123456789.js.map', '/a/main.css.map', '/X.JS.MAP'])
      expect(isPublicFile(file)).toBe(false);
  });
});
