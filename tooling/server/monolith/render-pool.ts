import path from 'node:path';
import { RenderPool, type RenderPoolKeeping } from '../src/render/render-pool';

/**
 * The monolith's render pool: its own server renderer (dist/server/render.js), calling the API
 * at `apiOrigin`, keeping its pages as the composed shop does when given `pages` (which must
 * follow the catalogue: only with the API in this process). None while server rendering is off
 * (SERVER_RENDERING=off): every page then renders in the browser.
 */
export function monolithRenderPool(
  dist: string,
  apiOrigin: string,
  keeping: RenderPoolKeeping = {},
): RenderPool | undefined {
  if (process.env.SERVER_RENDERING === 'off') return undefined;
  return new RenderPool(
    {
      rendererFile: path.join(dist, 'server', 'render.js'),
      origin: apiOrigin,
      apiBaseUrl: `${apiOrigin}/api`,
    },
    keeping,
  );
}
