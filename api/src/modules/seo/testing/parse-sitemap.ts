import { SaxesParser } from 'saxes';
import { SITEMAP_NAMESPACE } from '../sitemap-xml';

// Sitemap XML read back by a conforming XML parser: saxes (the parser jsdom reads XML with,
// already installed through jest-environment-jsdom) checks well-formedness and namespaces,
// and throws on the first fault. On top, the sitemaps protocol's shape is checked: one root
// in its namespace, entries of <loc> and an optional <lastmod>, nothing else.

export interface ParsedEntry {
  loc: string;
  lastmod: string | undefined;
}

export interface ParsedSitemap {
  root: 'urlset' | 'sitemapindex';
  entries: ParsedEntry[];
}

const ENTRY_OF = { urlset: 'url', sitemapindex: 'sitemap' } as const;

export function parseSitemap(xml: string): ParsedSitemap {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const path: string[] = [];
  let root: ParsedSitemap['root'] | undefined;
  const entries: ParsedEntry[] = [];
  let current: Partial<ParsedEntry> | undefined;
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== SITEMAP_NAMESPACE) throw new Error(`<${tag.name}> is outside the sitemap namespace`);
    const depth = path.push(tag.local);
    if (depth === 1) {
      if (tag.local !== 'urlset' && tag.local !== 'sitemapindex') throw new Error(`root <${tag.local}>`);
      root = tag.local;
    } else if (depth === 2) {
      if (tag.local !== ENTRY_OF[root!]) throw new Error(`<${tag.local}> in <${root}>`);
      current = {};
    } else if (depth === 3) {
      if (tag.local !== 'loc' && tag.local !== 'lastmod') throw new Error(`<${tag.local}> in an entry`);
      if (current![tag.local] !== undefined) throw new Error(`two <${tag.local}> in an entry`);
      text = '';
    } else throw new Error(`<${tag.local}> nested too deep`);
  });
  parser.on('text', (chunk) => {
    if (path.length === 3) text += chunk;
    else if (chunk.trim() !== '') throw new Error(`text '${chunk.trim()}' outside <loc> and <lastmod>`);
  });
  parser.on('closetag', (tag) => {
    const depth = path.length;
    path.pop();
    if (depth === 3) current![tag.local as 'loc' | 'lastmod'] = text;
    if (depth === 2) {
      if (current?.loc === undefined) throw new Error('an entry without <loc>');
      entries.push({ loc: current.loc, lastmod: current.lastmod });
    }
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return { root, entries };
}
