// `npm start`: the whole shop from one Node process — API at /api, images, the shell at /
// and every remote's current release at /mf/<remote>/<release>/.
import path from 'node:path';
import { buildApp, closeOnSignals, configuredPublicOrigin, loadConfig } from 'api';
import { RenderedPages } from './src/render/rendered-pages';
import { shopRenderPool } from './src/render/shop-render-pool';
import { shopStatic } from './src/shop-static';

async function main(): Promise<void> {
  const config = loadConfig();
  // Server-rendered pages are kept until the catalogue changes: they follow it as the API's caches do.
  const pages = new RenderedPages();
  const app = await buildApp(config, { catalogFollowers: [pages] });
  const renderPool = shopRenderPool(app, config.port, { pages });
  app.addHook('onClose', async () => renderPool?.close());
  await shopStatic(app, {
    registryFile: process.env.REMOTES_FILE ?? path.join(config.dataDir, 'remotes.json'),
    serveRemotes: true,
    renderPool,
    publicOrigin: configuredPublicOrigin(config),
  });
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
