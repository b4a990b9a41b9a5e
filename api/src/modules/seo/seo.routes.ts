import { Readable } from 'node:stream';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Db } from '../../db/database';
import { productUrlChunks } from './product-url-chunks';
import { robotsTxt, SITEMAP_INDEX_PATH } from './robots-txt';
import { shopBaseUrl } from './shop-base-url';
import { shopPagePaths } from './shop-pages';
import {
  PAGES_FILE,
  parseSitemapFile,
  productsFileName,
  SITEMAP_URLS_PER_FILE,
  SITEMAPS_PREFIX,
} from './sitemap-files';
import { SitemapRepository } from './sitemap.repository';
import { sitemapIndexOf, urlSetOf } from './sitemap-xml';

/** Crawlers and caches may keep these an hour: a new product waits at most that long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

export interface SeoRoutesOptions {
  db: Db;
  /** SHOP_PUBLIC_URL when it is set; otherwise each answer names the request's own origin. */
  publicUrl: string | undefined;
  /** URLs per products file: the protocol's 50,000 unless a test makes it small. */
  urlsPerFile?: number;
}

type Answer = (baseUrl: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A found file's headers (a 404 is not kept: the file may exist once the catalogue grows). */
const found = (reply: FastifyReply, type: string) => reply.header('cache-control', CACHE_CONTROL).type(type);

/**
 * robots.txt and the sitemaps, at the shop's root where crawlers look for them (outside
 * /api). GET and HEAD; a HEAD of a products file checks that the file exists and reads no
 * product. A products file is streamed from the database a batch at a time
 * (product-url-chunks.ts): the catalogue is never held in memory, whatever its size.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { db, publicUrl, urlsPerFile = SITEMAP_URLS_PER_FILE }: SeoRoutesOptions,
): Promise<void> {
  const repository = new SitemapRepository(db);
  const route = (url: string, answer: Answer) =>
    app.route({
      method: ['GET', 'HEAD'],
      url,
      handler: async (request, reply) => {
        const baseUrl = shopBaseUrl(request, publicUrl);
        if (!baseUrl) return reply.code(400).type(TEXT).send('The Host header names no host.\n');
        return answer(baseUrl, request, reply);
      },
    });

  route('/robots.txt', async (baseUrl, _request, reply) => found(reply, TEXT).send(robotsTxt(baseUrl)));

  route(SITEMAP_INDEX_PATH, async (baseUrl, _request, reply) => {
    const files = await repository.productFiles(urlsPerFile);
    const entry = (name: string, lastmod?: Date) => ({ loc: `${baseUrl}${SITEMAPS_PREFIX}${name}`, lastmod });
    const index = sitemapIndexOf([
      ...files.map((lastmod, at) => entry(productsFileName(at + 1), lastmod)),
      entry(PAGES_FILE),
    ]);
    return found(reply, XML).send(index);
  });

  route(`${SITEMAPS_PREFIX}:file`, async (baseUrl, request, reply) => {
    const file = parseSitemapFile((request.params as { file: string }).file);
    if (!file) return reply.callNotFound();
    if (file.kind === 'pages') {
      const [collections, types] = await Promise.all([repository.collectionSlugs(), repository.typeSlugs()]);
      const pages = shopPagePaths({ collections, types }).map((path) => ({ loc: `${baseUrl}${path}` }));
      return found(reply, XML).send(urlSetOf(pages));
    }
    const firstId = await repository.firstIdOfFile(file.number, urlsPerFile);
    if (firstId === undefined) return reply.callNotFound();
    found(reply, XML);
    if (request.method === 'HEAD') return reply.send();
    const chunks = productUrlChunks((afterId, limit) => repository.productsAfter(afterId, limit), {
      firstId,
      perFile: urlsPerFile,
      baseUrl,
    });
    return reply.send(Readable.from(chunks, { objectMode: false }));
  });
}
