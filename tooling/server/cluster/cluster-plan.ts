// What `npm run start:cluster` starts, from its environment: checked before anything is built.

export const DEFAULT_INSTANCES = 2;
const MAX_INSTANCES = 32;
/** The first instance's metrics port (Prometheus's default for exporters); the next ones follow. */
export const DEFAULT_METRICS_PORT = 9464;
/** An instance told to stop fails readiness this long before it stops listening: HAProxy's 2 checks 2 s apart, and some. */
export const DEFAULT_DRAIN_MS = 5000;

export interface ClusterPlan {
  databaseUrl: string;
  /** One port per instance: PORT, PORT+1, … */
  ports: number[];
  /** Each instance's metrics listener (on loopback unless METRICS_HOST says otherwise): METRICS_PORT, METRICS_PORT+1, … */
  metricsPorts: number[];
  /** DRAIN_MS of every instance. */
  drainMs: number;
}

/** A reason not to start, in one line for the operator. */
export class ClusterRefusal extends Error {}

export function clusterPlan(env: Record<string, string | undefined>): ClusterPlan {
  const databaseUrl = (env.DATABASE_URL ?? '').trim();
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ClusterRefusal(
      'start:cluster needs DATABASE_URL=postgres://…: the instances share one PostgreSQL (embedded PGlite serves a single process; use npm start for that)',
    );
  const instances = wholeNumber(env.API_INSTANCES, DEFAULT_INSTANCES, 'API_INSTANCES');
  if (instances < 1 || instances > MAX_INSTANCES)
    throw new ClusterRefusal(`API_INSTANCES must be between 1 and ${MAX_INSTANCES}, got ${instances}`);
  const basePort = wholeNumber(env.PORT, 8080, 'PORT');
  if (basePort < 1 || basePort + instances - 1 > 65_535)
    throw new ClusterRefusal(`PORT ${basePort} leaves no room for ${instances} instances below 65536`);
  const metricsBase = wholeNumber(env.METRICS_PORT, DEFAULT_METRICS_PORT, 'METRICS_PORT');
  if (metricsBase < 1 || metricsBase + instances - 1 > 65_535)
    throw new ClusterRefusal(
      `METRICS_PORT ${metricsBase} leaves no room for ${instances} instances below 65536`,
    );
  if (metricsBase < basePort + instances && basePort < metricsBase + instances)
    throw new ClusterRefusal(
      `METRICS_PORT ${metricsBase} and PORT ${basePort} overlap for ${instances} instances: give the metrics ports of their own`,
    );
  const range = (first: number) => Array.from({ length: instances }, (_, index) => first + index);
  return {
    databaseUrl,
    ports: range(basePort),
    metricsPorts: range(metricsBase),
    drainMs: wholeNumber(env.DRAIN_MS, DEFAULT_DRAIN_MS, 'DRAIN_MS'),
  };
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new ClusterRefusal(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}
