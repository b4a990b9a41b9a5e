import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import { withoutTrailingSlash } from './page-address';
import { servePageLanguage } from './render/page-language';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, REMOTE_NAMES } from 'shared-contracts';
import { IMMUTABLE, NO_CACHE } from './cache-headers';
import { manifestDigests, pageHints } from './page-hints';
import { isPublicFile } from './public-files';
import { type RenderPool } from './render/render-pool';
import { sendHtml } from './html-answer';
import { sendRenderedPage } from './render/rendered-response';
import { inLanguage, renderShellPage } from './shell-page';
import { SHELL_DIST, readRegistry, remoteDir, remoteReleasesDir } from './shop-layout';
import { shellPageHints, shellTemplate } from './shell-template';

export interface ShopStaticOptions {
  /** Operator's registry file; when missing, /remotes.json names each remote's latest build. */
  registryFile: string;
  /** Serve the remotes' releases under /mf/<remote>/ (off in split mode, where they have their own servers). */
  serveRemotes: boolean;
  /** Remote base URLs in split mode, e.g. { mf_catalog: 'http://localhost:8081' }. */
  remoteOrigins?: Partial<Record<(typeof REMOTE_NAMES)[number], string>>;
  /** Renders pages on the server (the storefront); without it every page renders in the browser. */
  renderPool?: RenderPool;
  /** The origin of the shop's configured public address (SHOP_PUBLIC_URL), for the pages' absolute links. */
  publicOrigin?: string | undefined;
}

/** The shell release's server build, beside its browser files. */
const SHELL_SERVER_FOLDER = 'server';

const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;

/** A page's address (the shell's to answer), not an API call, a picture or a built file. */
function isPageRequest(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !/^\/(api|images|static_images|mf)(\/|$)/.test(url) &&
    !/\.\w+$/.test(url.split('?')[0]!)
  );
}

/**
 * Whether a file of the shell's build may be sent: not its source maps, and not its server
 * renderer (dist/server/), which runs here and is of no use to a browser.
 */
function isShellFile(pathname: string): boolean {
  return isPublicFile(pathname) && !pathname.startsWith(`/${SHELL_SERVER_FOLDER}/`);
}

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

  // The shell's files, sent by the route below (no wildcard route of the plugin's own: it would
  // look for every page address on disk, a stat and a directory read per path segment).
  await app.register(fastifyStatic, {
    root: SHELL_DIST,
    serve: false,
    index: false,
    decorateReply: true,
    preCompressed: true,
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
    const template = shellTemplate(SHELL_DIST);
    // A server-rendered page carries its first API call's answer: the browser does not fetch it.
    const hints = [
      ...pageHints(current, pathname, undefined, search),
      ...template.startupHints,
      ...shellPageHints(template, pathname),
    ].filter((hint) => !(options.renderPool && hint.as === 'fetch' && hint.href.startsWith('/api/')));
    const cookies = parseCookies(request.headers.cookie ?? '');
    const language = servePageLanguage(url, cookies[LANGUAGE_COOKIE], reply);
    const page = inLanguage(
      renderShellPage(template.html, current, hints, manifestDigests(current), {
        stylesheets: Boolean(options.renderPool),
      }),
      language,
    );
    reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
      .type('text/html; charset=utf-8');
    const pool = options.renderPool;
    // HEAD is rendered too: its status is the page's (404 for an address that names nothing).
    if (!pool) return sendHtml(request, reply, page);

    // The app's markup is rendered with the very registry the page carries.
    return sendRenderedPage(request, reply, pool, {
      page,
      releases: current,
      language,
      cookies,
      publicOrigin: options.publicOrigin,
    });
  };

  // Every page URL of the shop is the shell's page (the router takes it from there); any other
  // address under / is a file of the shell's build.
  app.get('/', sendShell);
  app.get('/*', (request, reply) => {
    const url = request.raw.url ?? '/';
    if (isPageRequest(request.method, url)) {
      // A page has one address: the one with a slash at the end moves there for good.
      const moved = withoutTrailingSlash(url);
      return moved ? reply.redirect(moved, 308) : sendShell(request, reply);
    }
    const file = `/${(request.params as { '*': string })['*']}`;
    return isShellFile(file) ? reply.sendFile(file.slice(1)) : reply.callNotFound();
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    return reply.code(404).send({ errors: { path: [`Nothing at ${url.split('?')[0]}`] } });
  });
}
