import { escapeXml, sitemapIndexOf, urlSetOf } from './sitemap-xml';
import { parseSitemap } from './testing/parse-sitemap';

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a url set and an index in the sitemaps namespace, lastmod in W3C format', () => {
    const lastmod = new Date('2025-06-01T10:20:30.456Z');
    const set = urlSetOf([{ loc: 'https://x.example/?a=1&b=2', lastmod }, { loc: 'https://x.example/' }]);
    expect(parseSitemap(set)).toEqual({
      root: 'urlset',
      entries: [
        { loc: 'https://x.example/?a=1&b=2', lastmod: '2025-06-01T10:20:30.456Z' },
        { loc: 'https://x.example/', lastmod: undefined },
      ],
    });
    expect(parseSitemap(sitemapIndexOf([{ loc: 'https://x.example/s.xml' }]))).toEqual({
      root: 'sitemapindex',
      entries: [{ loc: 'https://x.example/s.xml', lastmod: undefined }],
    });
  });
});
