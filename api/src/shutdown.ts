import { type FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a shutdown begins. */
export const SHUTDOWN_GRACE_MS = 20_000;

/** Once closing, how often connections that have gone idle since are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * A graceful stop on SIGTERM (a deployment, a balancer draining) or SIGINT. First the drain
 * (DRAIN_MS, none by default): readiness answers 503 while every request is still served, so
 * balancers and orchestrators stop sending traffic. Then the server stops taking connections
 * (idle keep-alive ones are closed, and each busy one once its answer is sent; a request
 * arriving on a busy one gets a 503), the requests in flight finish, the onClose hooks run
 * (background mail, the catalogue's LISTEN, the metrics listener, the database pool or PGlite
 * and its lock), and the process exits 0. Past the drain and the grace period, or if closing
 * fails, it exits 1.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  const close = () => {
    app.log.info('shutting down: finishing the requests in flight');
    // The close ends idle keep-alive connections once; a request in flight goes idle on its
    // answer, and would hold the process until its keep-alive timeout (5 s) ran out.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const { drain } = app;
      drain.begin();
      app.log.info({ signal, drainMs: drain.ms }, 'stopping: readiness now fails');
      setTimeout(() => {
        app.log.error({ graceMs }, 'requests still in flight at the end of the grace period');
        process.exit(1);
      }, drain.ms + graceMs).unref();
      if (drain.ms > 0) setTimeout(close, drain.ms);
      else close();
    });
  }
}
