import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import { type AppConfig } from '../config';
import { type DatabaseHandle } from '../db/database';
import { type Catalog } from '../modules/catalog/catalog.module';
import { RATE_LIMIT_NAMES } from '../plugins/rate-limit';
import { cachesOf } from './cache-census';
import { listenForScrapes, type MetricsListener } from './metrics-listener';
import { countOwedMails } from './owed-mails';
import { countPaymentOutcomes } from './payment-outcomes';
import { ShopMetrics } from './shop-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (METRICS_PORT set), or null: what sweeps and rate limits count into. */
    metrics: ShopMetrics | null;
    /** Where the metrics listener listens, once the app is ready (METRICS_PORT 0: a free port). */
    metricsAddress: () => MetricsListener['address'] | undefined;
  }
}

/**
 * SQLSTATE invalid_sql_statement_name: the catalogue's prepared statements are prepared the
 * first time a session lacks one (modules/catalog/prepared-query.ts), by design, not a failure.
 */
const isFirstUseOfPreparedStatement = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '26000';

/** The label of requests no route matched (404s): never the URL, which holds ids and tokens. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics for this app, on a listener of their own (METRICS_HOST:METRICS_PORT)
 * that starts when the app is ready and closes with it. Without METRICS_PORT there are none,
 * and no request pays for them. Call before any route is registered: the hooks are the root's.
 */
export function installMetrics(
  app: FastifyInstance,
  config: Pick<AppConfig, 'metricsPort' | 'metricsHost'>,
  { database, catalog }: { database: DatabaseHandle; catalog: Catalog },
): void {
  let listener: MetricsListener | undefined;
  app.decorate('metricsAddress', () => listener?.address);
  if (config.metricsPort === undefined) {
    app.decorate('metrics', null);
    return;
  }
  const port = config.metricsPort;
  const metrics = new ShopMetrics(
    {
      ...(database.connectionUse ? { connectionUse: database.connectionUse } : {}),
      caches: () => cachesOf({ catalogue: catalog.service, answers: catalog.answers }),
      owedMails: () => countOwedMails(database.db),
    },
    RATE_LIMIT_NAMES,
  );
  app.decorate('metrics', metrics);

  // A callback hook: no promise per request.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  countPaymentOutcomes(app, metrics);
  const stopObserving = database.observeQueries?.((ms, error) =>
    metrics.observeQuery(ms, error !== undefined && !isFirstUseOfPreparedStatement(error)),
  );

  app.addHook('onReady', async () => {
    listener = await listenForScrapes(metrics, { host: config.metricsHost, port });
    app.log.info({ address: listener.address.address, port: listener.address.port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    stopObserving?.();
    await listener?.close();
  });
}
