// The monolith (tooling/server/monolith/dist) served as `npm start` serves the composed shop: the
// build's files pre-compressed with the same cache headers, every page rendered on the server
// (rendered-pages.ts; SERVER_RENDERING=off: index.html as built, for the browser to render),
// and the API in the same process — or, with MONOLITH_API_ORIGIN set (the bench), the API of
// a shop already running there, proxied, so both builds read the same database and the bench
// starts one API, not two. No /remotes.json, no /mf/: nothing here is federated.
import fastifyStatic from '@fastify/static';
import { securityHeadersPlugin } from 'api/security-headers';
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import path from 'node:path';
import { IMMUTABLE, NO_CACHE } from '../src/cache-headers';
import { forwardRequest } from '../src/forward-request';
import { isPublicFile } from '../src/public-files';
import { type RenderPoolKeeping } from '../src/render/render-pool';
import { RenderedPages } from '../src/render/rendered-pages';
import { monolithRenderPool } from './render-pool';
import { sendMonolithPage } from './rendered-pages';

const MONOLITH_DIST = path.join(__dirname, 'dist');
/** The server's renderer (dist/server/) runs here; browsers have no use for it. */
const SERVER_FILES = '/server/';
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;
const API_PATH = /^\/(api|images|static_images)(\/|$)/;

/** Hands API and image requests, unparsed, to the shop at `origin`. */
function proxyApi(app: FastifyInstance, origin: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!API_PATH.test(request.raw.url ?? '/')) return done();
    reply.hijack();
    forwardRequest(request.raw, reply.raw, origin);
  });
}

async function main(): Promise<void> {
  const apiOrigin = process.env.MONOLITH_API_ORIGIN;
  let app: FastifyInstance;
  let listen = { port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' };
  // With the API in this process, pages are kept as the composed shop keeps them (they follow
  // its catalogue's changes); behind a proxy to another API, nothing tells them of a change.
  let keeping: RenderPoolKeeping = {};
  if (apiOrigin) {
    app = fastify({ logger: { level: 'warn' } });
    // The headers the shop sends with every page, so that the two builds' pages are loaded
    // under the same rules (a COOP header alone costs a navigation a new browsing context).
    await app.register(securityHeadersPlugin, { allowedOrigins: [] });
    proxyApi(app, apiOrigin);
  } else {
    // Loaded only when needed: the proxy starts in a moment.
    const { buildApp, loadConfig } = await import('api');
    const config = loadConfig();
    const pages = new RenderedPages();
    app = await buildApp(config, { catalogFollowers: [pages] });
    keeping = { pages };
    listen = { port: config.port, host: config.host };
  }
  const renderPool = monolithRenderPool(
    MONOLITH_DIST,
    apiOrigin ?? `http://127.0.0.1:${listen.port}`,
    keeping,
  );
  app.addHook('onClose', async () => renderPool?.close());

  await app.register(fastifyStatic, {
    root: MONOLITH_DIST,
    prefix: '/',
    // Pages (and / itself) are rendered below, never the file as built.
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathname) => isPublicFile(pathname) && !pathname.startsWith(SERVER_FILES),
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : NO_CACHE),
  });
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    renderPool
      ? sendMonolithPage(MONOLITH_DIST, renderPool, request, reply)
      : reply.header('Cache-Control', NO_CACHE).sendFile('index.html', MONOLITH_DIST);
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATH.test(url) &&
      !/\.\w+$/.test(url.split('?')[0]!);
    if (isPage) return sendPage(request, reply);
    return reply.code(404).send({ errors: { path: [`Nothing at ${url.split('?')[0]}`] } });
  });
  await app.listen(listen);
  app.log.info(`monolith ready on http://localhost:${listen.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
