import { randomBytes } from 'node:crypto';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';

// Two (or more) API instances as the shop is deployed behind a balancer: separate Node
// processes running `npm start`'s tooling/server/start.ts, each with its own data folder, sharing
// the one PostgreSQL database and the JWT secret. The test plays the balancer at 127.0.0.1:
// the instances trust it (TRUST_PROXY) and read the shopper's address from the
// X-Forwarded-For it adds, so the per-client rate limits see one address per shopper.

export const BALANCER_ADDRESS = '127.0.0.1';

export interface LoadCluster {
  /** The instances' base URLs, in start order. */
  urls: string[];
  instances: RunningShop[];
  /** The environment every instance is started with (a restart uses it again). */
  env: Record<string, string>;
}

export function instanceEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: BALANCER_ADDRESS,
    LOG_LEVEL: 'warn',
  };
}

/**
 * With LOAD_METRICS_PORT set, instance `index` serves its Prometheus metrics on that port plus
 * `index`, for an operator (or the run's note) to scrape during the load.
 */
function metricsEnv(index: number): Record<string, string> {
  const base = Number(process.env.LOAD_METRICS_PORT);
  return Number.isInteger(base) && base > 0 ? { METRICS_PORT: String(base + index) } : {};
}

export async function startInstances(databaseUrl: string, count = 2): Promise<LoadCluster> {
  const env = instanceEnv(databaseUrl);
  const instances = await Promise.all(
    Array.from({ length: count }, (_, index) => startShop({ ...env, ...metricsEnv(index) })),
  );
  return { urls: instances.map((instance) => instance.baseUrl), instances, env };
}

/** Starts instance `index` again after it died, on a new port, with the same settings. */
export async function restartInstance(cluster: LoadCluster, index: number): Promise<RunningShop> {
  const instance = await startShop({ ...cluster.env, ...metricsEnv(index) });
  cluster.instances[index] = instance;
  cluster.urls[index] = instance.baseUrl;
  return instance;
}

export async function stopInstances(cluster: LoadCluster | undefined): Promise<void> {
  if (!cluster) return;
  await Promise.all(cluster.instances.map((instance) => stopShop(instance)));
}
