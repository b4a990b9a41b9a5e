// One render worker of a generation: loads the shell's server renderer (shell/dist/server/
// render.js) for the generation's release map, then renders the pages it is sent. A worker
// never changes release map: a new map is a new generation of workers (render-pool.ts), and
// ending a worker frees everything its remotes' server code held (timers, listeners, caches).
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { fetchApiInProcess } from './api-in-process-worker.mjs';

const require = createRequire(import.meta.url);

try {
  if (workerData.apiPort) fetchApiInProcess(workerData.apiPort, workerData.options.apiBaseUrl);
  const { createRenderer } = require(workerData.rendererFile);
  const renderer = await createRenderer(workerData.options);
  parentPort.on('message', async ({ id, ...request }) => {
    try {
      parentPort.postMessage({ id, page: await renderer.render(request) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.stack ?? error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: String(error?.stack ?? error) });
}
