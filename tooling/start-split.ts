// `npm run start:split`: the same builds as separately deployed teams would run them —
// the API and shell on one port, each remote from its own server and port, with
// /remotes.json pointing at those origins.
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { IMMUTABLE } from './server/cache-headers';
import { shopStatic } from './server/shop-static';
import { remoteReleasesDir } from './server/shop-layout';

const FIRST_REMOTE_PORT = Number(process.env.REMOTE_BASE_PORT ?? 8081);

async function serveRemote(remote: RemoteName, port: number, shellOrigin: string): Promise<void> {
  const server = Fastify({ logger: false });
  // Only the shop's own origin may read the manifest with fetch; scripts load as <script>.
  await server.register(fastifyCors, { origin: shellOrigin });
  await server.register(fastifyStatic, {
    root: remoteReleasesDir(remote),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });
  await server.listen({ port, host: '0.0.0.0' });
  console.log(`${remote} on http://localhost:${port}`);
}

async function main(): Promise<void> {
  const remoteOrigins = Object.fromEntries(
    REMOTE_NAMES.map((remote, index) => [remote, `http://localhost:${FIRST_REMOTE_PORT + index}`]),
  ) as Record<RemoteName, string>;
  process.env.SHOP_ORIGINS = [process.env.SHOP_ORIGINS, ...Object.values(remoteOrigins)]
    .filter(Boolean)
    .join(',');

  const config = loadConfig();
  const shellOrigin = `http://localhost:${config.port}`;
  await Promise.all(
    REMOTE_NAMES.map((remote, index) => serveRemote(remote, FIRST_REMOTE_PORT + index, shellOrigin)),
  );

  const app = await buildApp(config);
  await shopStatic(app, {
    registryFile: process.env.REMOTES_FILE ?? path.join(config.dataDir, 'remotes.split.json'),
    serveRemotes: false,
    remoteOrigins,
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`shell and API on ${shellOrigin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
