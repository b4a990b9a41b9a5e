// The sitemaps.org protocol's XML (https://www.sitemaps.org/protocol.html), written as text:
// the files are made of a few fixed elements, and a products file is written a batch at a
// time, so a DOM or a serializer would only add a copy of it in memory.

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in an element or an attribute of XML 1.0. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A W3C Datetime in UTC, to the millisecond (what the sitemaps protocol's lastmod takes). */
export const w3cDateTime = (date: Date): string => date.toISOString();

export interface SitemapEntry {
  /** An absolute URL. */
  loc: string;
  lastmod?: Date | undefined;
}

function entry(element: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const date = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : '';
  return `<${element}><loc>${escapeXml(loc)}</loc>${date}</${element}>\n`;
}

/** A <urlset> file's parts: its opening, one entry per URL, its closing. */
export const urlSet = {
  open: `${DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`,
  url: (page: SitemapEntry) => entry('url', page),
  close: '</urlset>\n',
};

/** A whole <urlset>, for a list that is small (the shop's pages). */
export function urlSetOf(pages: readonly SitemapEntry[]): string {
  return urlSet.open + pages.map(urlSet.url).join('') + urlSet.close;
}

/** A <sitemapindex> naming the files. */
export function sitemapIndexOf(files: readonly SitemapEntry[]): string {
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files
    .map((file) => entry('sitemap', file))
    .join('')}</sitemapindex>\n`;
}
