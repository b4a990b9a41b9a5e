import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type ShopMetrics } from './shop-metrics';

export const METRICS_PATH = '/metrics';

/** The scrape endpoint, listening: its address, and the function that closes it. */
export interface MetricsListener {
  address: AddressInfo;
  close(): Promise<void>;
}

/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), apart from the shop's
 * port: nothing the public reaches through the balancer leads to it. Anything else is a 404.
 */
export async function listenForScrapes(
  metrics: ShopMetrics,
  { host, port }: { host: string; port: number },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.exposition().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
