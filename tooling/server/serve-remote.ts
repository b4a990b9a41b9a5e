// One remote's static server, as its team would deploy it: the immutable release folders
// with CORS for the shop's origin. Usage: serve-remote.ts <remote> <port> <shop origin>
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
// Its own entry: the api's main one loads the whole API, seconds of start-up a static server
// has no use for (the shop would otherwise start before its remotes' servers answer).
import { SERVER_TIMEOUTS } from 'api/server-timeouts';
import { IMMUTABLE } from './src/cache-headers';
import { isPublicFile } from './src/public-files';
import { remoteReleasesDir } from './src/shop-layout';

async function main(): Promise<void> {
  const [remote, port, shopOrigin] = process.argv.slice(2);
  if (!REMOTE_NAMES.includes(remote as RemoteName) || !port || !shopOrigin) {
    throw new Error('usage: serve-remote.ts <remote> <port> <shop origin>');
  }
  // The API's socket deadlines (api/src/app.ts SERVER_TIMEOUTS): no request holds a socket.
  const server = Fastify({
    logger: false,
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
    },
  });
  // Only the shop's own origin may read the manifest with fetch; scripts load as <script>.
  await server.register(fastifyCors, { origin: shopOrigin });
  await server.register(fastifyStatic, {
    root: remoteReleasesDir(remote as RemoteName),
    preCompressed: true,
    // Source maps stay on disk for error reports: a 404 here, as on the shop's own server.
    allowedPath: isPublicFile,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });
  await server.listen({ port: Number(port), host: process.env.HOST ?? '0.0.0.0' });
  console.log(`${remote} on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
