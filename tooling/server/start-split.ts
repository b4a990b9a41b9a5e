// `npm run start:split`: the same builds as separately deployed teams would run them —
// the API and shell on one port, each remote from its own server process and port, with
// /remotes.json pointing at those origins. data/remote-servers.json lists their pids.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { buildApp, configuredPublicOrigin, loadConfig } from 'api';
import { RenderedPages } from './src/render/rendered-pages';
import { shopRenderPool } from './src/render/shop-render-pool';
import { shopStatic } from './src/shop-static';
import { waitUntilAnswering } from './src/wait-until-answering';

const FIRST_REMOTE_PORT = Number(process.env.REMOTE_BASE_PORT ?? 8081);
/** How long the shop waits for its remotes' servers before it opens without them. */
const REMOTES_READY_TIMEOUT_MS = 60_000;

function serveRemote(remote: RemoteName, port: number, shopOrigin: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'serve-remote.ts'), remote, String(port), shopOrigin],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

async function main(): Promise<void> {
  const remoteOrigins = Object.fromEntries(
    REMOTE_NAMES.map((remote, index) => [remote, `http://localhost:${FIRST_REMOTE_PORT + index}`]),
  ) as Record<RemoteName, string>;
  process.env.SHOP_ORIGINS = [process.env.SHOP_ORIGINS, ...Object.values(remoteOrigins)]
    .filter(Boolean)
    .join(',');

  const config = loadConfig();
  const shopOrigin = `http://localhost:${config.port}`;
  const servers = REMOTE_NAMES.map((remote, index) =>
    serveRemote(remote, FIRST_REMOTE_PORT + index, shopOrigin),
  );
  const stopRemotes = () => servers.forEach((server) => server.kill('SIGTERM'));
  process.on('exit', stopRemotes);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

  // Server-rendered pages are kept until the catalogue changes: they follow it as the API's caches do.
  const pages = new RenderedPages();
  const app = await buildApp(config, { catalogFollowers: [pages] });
  const renderPool = shopRenderPool(app, config.port, { pages });
  app.addHook('onClose', async () => renderPool?.close());
  await shopStatic(app, {
    registryFile: process.env.REMOTES_FILE ?? path.join(config.dataDir, 'remotes.split.json'),
    serveRemotes: false,
    remoteOrigins,
    renderPool,
    publicOrigin: configuredPublicOrigin(config),
  });
  // The shop opens once its remotes' servers answer: its first page reads their manifests. One
  // that does not answer in time is left to the browser (its fallback) until it does.
  const answering = await Promise.all(
    REMOTE_NAMES.map((remote) => waitUntilAnswering(remoteOrigins[remote], REMOTES_READY_TIMEOUT_MS)),
  );
  REMOTE_NAMES.forEach((remote, index) => {
    if (!answering[index]) console.warn(`${remote}'s server does not answer at ${remoteOrigins[remote]}`);
  });
  await app.listen({ port: config.port, host: config.host });
  writeFileSync(
    path.join(config.dataDir, 'remote-servers.json'),
    JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((remote, index) => [remote, servers[index]!.pid]))),
  );
  console.log(`shell and API on ${shopOrigin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
