// `npm run start:cluster`: the shop as several stateless instances on one PostgreSQL, for a
// load balancer in front of them (tooling/server/cluster/nginx.conf, api/README "Several instances").
// API_INSTANCES (2) processes, each one `npm start`'s server (tooling/server/start.ts: the API, the
// images, the shell and the remotes), on PORT, PORT+1, … against DATABASE_URL. Every instance
// serves everything, so the balancer needs one upstream and losing an instance loses nothing.
// Each instance serves its Prometheus metrics on METRICS_PORT (9464), METRICS_PORT+1, … on
// loopback. SIGTERM or SIGINT stops them all gracefully: each fails readiness for DRAIN_MS (5 s)
// while still serving, so the balancer's checks take it out, then finishes its requests in flight.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, openConfiguredDatabase, prepareDatabase } from 'api';
import { ClusterRefusal, clusterPlan } from './cluster/cluster-plan';

const INSTANCE_SCRIPT = path.join(__dirname, 'start.ts');
const READY_TIMEOUT_MS = 120_000;

function log(message: string): void {
  console.log(`start:cluster: ${message}`);
}

/**
 * Migrations, seed and images once, before the instances start: each instance would also
 * do it safely (advisory locks), but this way only one log says so and no instance reads an
 * image another is still writing.
 */
async function prepareOnce(env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config, (message, details) =>
      log(`${message} ${JSON.stringify(details)}`),
    );
  } finally {
    await database.close();
  }
  // The development secret is made once in the data folder; handed to every instance so
  // that a token signed by one is accepted by all.
  return config.jwtSecret;
}

function startInstance(port: number, metricsPort: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', INSTANCE_SCRIPT], {
    env: { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: a terminal's Ctrl-C reaches this process only, which stops
    // each instance once.
    detached: true,
  });
}

/** Resolves once the instance is ready, or once `gaveUp` says to stop waiting (a shutdown). */
async function waitUntilHealthy(port: number, child: ChildProcess, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !gaveUp()) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the instance on port ${port} exited before answering`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!gaveUp())
    throw new Error(`the instance on port ${port} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  const plan = clusterPlan(process.env);
  if (process.argv.includes('--build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const jwtSecret = await prepareOnce(process.env);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JWT_SECRET: jwtSecret,
    // Links in mail name one address whichever instance sends them: the balancer's, when set.
    SHOP_PUBLIC_URL: process.env.SHOP_PUBLIC_URL ?? `http://localhost:${plan.ports[0]}`,
    // Told to stop, an instance fails readiness first, so the balancer stops sending it traffic.
    DRAIN_MS: String(plan.drainMs),
  };

  const instances = new Map<number, ChildProcess>();
  let stopping = false;
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${instances.size} instance(s)`);
    for (const child of instances.values()) child.kill('SIGTERM');
    if (instances.size === 0) process.exit(0);
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  // Should this process end another way (an instance failing to start), the others end with it.
  process.on('exit', () => {
    if (!stopping) instances.forEach((child) => child.kill('SIGTERM'));
  });

  let failed = false;
  for (const [index, port] of plan.ports.entries()) {
    const child = startInstance(port, plan.metricsPorts[index]!, env);
    instances.set(port, child);
    child.on('exit', (code, signal) => {
      instances.delete(port);
      // Stopped as asked: exit code 0, or the signal itself when it came before the instance
      // had set up its graceful stop (still starting).
      const stoppedAsAsked = stopping && (code === 0 || signal === 'SIGTERM');
      if (!stoppedAsAsked) {
        failed = true;
        console.error(`start:cluster: the instance on port ${port} exited (${signal ?? `code ${code}`})`);
      }
      // The balancer sends no more to a stopped instance; the others keep serving.
      if (instances.size === 0) process.exit(failed ? 1 : 0);
    });
  }
  await Promise.all(plan.ports.map((port) => waitUntilHealthy(port, instances.get(port)!, () => stopping)));
  if (!stopping)
    log(
      `${plan.ports.length} instances ready: ${plan.ports.map((port) => `http://localhost:${port}`).join(', ')}; metrics on ${plan.metricsPorts.join(', ')}`,
    );
}

main().catch((error: unknown) => {
  if (error instanceof ClusterRefusal) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
