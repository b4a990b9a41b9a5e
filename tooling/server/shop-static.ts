import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, REMOTE_NAMES, languageOfCookie } from 'shared-contracts';
import { IMMUTABLE, NO_CACHE } from './cache-headers';
import { manifestDigests, pageHints } from './page-hints';
import { isPublicFile } from './public-files';
import { inLanguage, renderShellPage } from './shell-page';
import { SHELL_DIST, readRegistry, remoteDir, remoteReleasesDir } from './shop-layout';
import { shellTemplate } from './shell-template';

export interface ShopStaticOptions {
  /** Operator's registry file; when missing, /remotes.json names each remote's latest build. */
  registryFile: string;
  /** Serve the remotes' releases under /mf/<remote>/ (off in split mode, where they have their own servers). */
  serveRemotes: boolean;
  /** Remote base URLs in split mode, e.g. { mf_catalog: 'http://localhost:8081' }. */
  remoteOrigins?: Partial<Record<(typeof REMOTE_NAMES)[number], string>>;
}

const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;

/** Serves the built shop beside the API: the shell at /, remotes at /mf/<remote>/<release>/. */
export async function shopStatic(app: FastifyInstance, options: ShopStaticOptions): Promise<void> {
  const registry = () =>
    readRegistry(options.registryFile, (remote, release) => {
      const origin = options.remoteOrigins?.[remote];
      return origin
        ? `${origin}/${release}/mf-manifest.json`
        : `/mf/${remoteDir(remote)}/${release}/mf-manifest.json`;
    });

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(registry()),
  );

  if (options.serveRemotes) {
    for (const remote of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        root: remoteReleasesDir(remote),
        prefix: `/mf/${remoteDir(remote)}/`,
        decorateReply: false,
        preCompressed: true,
        allowedPath: isPublicFile,
        cacheControl: false,
        setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
      });
    }
  }

  await app.register(fastifyStatic, {
    root: SHELL_DIST,
    prefix: '/',
    // Pages (and / itself) are the rendered index.html below, never the file as built.
    index: false,
    wildcard: true,
    decorateReply: true,
    preCompressed: true,
    allowedPath: isPublicFile,
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : NO_CACHE),
  });

  // The page carries the registry, its served releases' manifest digests and the hints for
  // its own path, read anew on every load, in the visitor's language (so it varies by cookie).
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const [pathname = '/', search = ''] = url.split('?');
    const current = registry();
    const { html, startupHints } = shellTemplate(SHELL_DIST);
    const hints = [...pageHints(current, pathname, undefined, search), ...startupHints];
    const language = languageOfCookie(parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE]);
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(inLanguage(renderShellPage(html, current, hints, manifestDigests(current)), language));
  };

  app.get('/', sendShell);

  // Every page URL of the shop is the shell's index.html; the router takes it from there.
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|images|static_images|mf)(\/|$)/.test(url) &&
      !/\.\w+$/.test(url.split('?')[0]!);
    if (isPage) return sendShell(request, reply);
    return reply.code(404).send({ errors: { path: [`Nothing at ${url.split('?')[0]}`] } });
  });
}
