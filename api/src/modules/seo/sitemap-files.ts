// The sitemap files the index names: products split in files of at most `perFile` URLs
// (products-1.xml, products-2.xml, … in id order), and one file of the shop's other pages.

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

export const SITEMAPS_PREFIX = '/sitemaps/';
export const PAGES_FILE = 'pages.xml';

export type SitemapFile = { kind: 'pages' } | { kind: 'products'; number: number };

/** A file number up to a million files of products: a longer one names no file. */
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

export const productsFileName = (number: number) => `products-${number}.xml`;

/** The file a name under /sitemaps/ names, or undefined for one that names none. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === PAGES_FILE) return { kind: 'pages' };
  const match = PRODUCTS_FILE.exec(name);
  return match ? { kind: 'products', number: Number(match[1]) } : undefined;
}
