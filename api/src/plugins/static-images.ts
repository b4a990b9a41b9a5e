import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type KeptFile, KeptFiles, type KeptFilesOptions } from './kept-files';
import { isNotModified } from '../http/not-modified';

export interface StaticImagesOptions {
  images: string;
  heroes: string;
  /** How often, at most, a kept hero's file is looked at again for a new drawing. */
  heroRecheckMs?: number;
}

const IMAGES_MAX_BYTES = 64 * 1024 * 1024;
const HEROES_MAX_BYTES = 16 * 1024 * 1024;
const HERO_RECHECK_MS = 2_000;
const SLASH = 0x2f;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/vnd.microsoft.icon',
};

/**
 * The file name a request asks for: none when its path ends with a slash (a folder's
 * spelling, which the router, ignoring trailing slashes, would hand over as the file's).
 */
function requestedName(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  if (url.charCodeAt((query === -1 ? url.length : query) - 1) === SLASH) return '';
  return (request.params as { '*': string })['*'];
}

function contentTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (
    (dot === -1 ? undefined : CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) ?? 'application/octet-stream'
  );
}

/**
 * Product images at /images/{file} and category heroes at /static_images/image_type/{file},
 * from memory: each file is read once, then sent on the turn its request arrives (under a
 * loaded API, each file-system call of @fastify/static waited a turn of the event loop).
 * Product image files are named by what they show (type, colour, angle) and never rewritten
 * under the same name, so browsers keep them a year without asking again (`immutable`); a
 * hero is named by its category and may be redrawn: a week, and its file is looked at again
 * every few seconds. Anything else under the prefixes is the instance's 404. Content types
 * from the file's extension (SVG as image/svg+xml; nosniff comes from the security headers).
 * No reply decorations: the shop's own @fastify/static registers later on the same instance.
 */
export async function staticImagesPlugin(app: FastifyInstance, options: StaticImagesOptions): Promise<void> {
  serveFolder(app, '/images/', 'public, max-age=31536000, immutable', {
    folder: options.images,
    maxBytes: IMAGES_MAX_BYTES,
  });
  serveFolder(app, '/static_images/image_type/', 'public, max-age=604800', {
    folder: options.heroes,
    maxBytes: HEROES_MAX_BYTES,
    recheckMs: options.heroRecheckMs ?? HERO_RECHECK_MS,
  });
}

function serveFolder(
  app: FastifyInstance,
  prefix: string,
  cacheControl: string,
  keep: KeptFilesOptions,
): void {
  const files = new KeptFiles(keep);
  const answer = (request: FastifyRequest, reply: FastifyReply, name: string, file: KeptFile) => {
    reply
      .header('cache-control', cacheControl)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified);
    if (isNotModified(request.headers, file)) return reply.code(304).send();
    // HEAD too: Node sends the headers (Content-Length of the body included) and drops the body.
    return reply.header('content-type', contentTypeOf(name)).send(file.body);
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: `${prefix}*`,
    handler(request, reply) {
      const name = requestedName(request);
      const kept = files.kept(name);
      if (kept) {
        answer(request, reply, name, kept);
        return;
      }
      return files
        .read(name)
        .then((file) => (file ? answer(request, reply, name, file) : reply.callNotFound()));
    },
  });
}
