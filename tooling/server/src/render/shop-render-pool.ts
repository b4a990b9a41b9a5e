import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { SHELL_DIST } from '../shop-layout';
import { injectedApi } from './api-in-process';
import { RenderPool, type RenderPoolKeeping } from './render-pool';

/**
 * The render pool of a shop served on `port` by `app`: the shell release's server renderer,
 * calling the API in process (app's routes, through Fastify's inject) and reading relative
 * registry URLs on the shop's own origin, keeping its pages if given
 * `pages` (which must then follow the catalogue: buildApp's catalogFollowers). None while
 * server rendering is off (SERVER_RENDERING=off): every page then renders in the browser.
 */
export function shopRenderPool(
  app: FastifyInstance,
  port: number,
  keeping: RenderPoolKeeping = {},
): RenderPool | undefined {
  if (process.env.SERVER_RENDERING === 'off') return undefined;
  const origin = `http://127.0.0.1:${port}`;
  return new RenderPool(
    {
      rendererFile: path.join(SHELL_DIST, 'server', 'render.js'),
      origin,
      apiBaseUrl: `${origin}/api`,
      api: injectedApi(app, origin),
    },
    keeping,
  );
}
