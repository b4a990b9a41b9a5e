import path from 'node:path';
import { RenderPool } from '../server/render/render-pool';

/**
 * The monolith's render pool: its own server renderer (dist/server/render.js), calling the API
 * at `apiOrigin`. None while server rendering is off (SERVER_RENDERING=off): every page then
 * renders in the browser.
 */
export function monolithRenderPool(dist: string, apiOrigin: string): RenderPool | undefined {
  if (process.env.SERVER_RENDERING === 'off') return undefined;
  return new RenderPool({
    rendererFile: path.join(dist, 'server', 'render.js'),
    origin: apiOrigin,
    apiBaseUrl: `${apiOrigin}/api`,
  });
}
