import { type FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a shutdown begins. */
export const SHUTDOWN_GRACE_MS = 20_000;

/**
 * A graceful stop on SIGTERM (a deployment, a balancer draining) or SIGINT: the server stops
 * taking connections (idle keep-alive ones are closed; a request arriving on a busy one gets a
 * 503), the requests in flight finish, then the onClose hooks run (background mail, the
 * catalogue's LISTEN, the database pool or PGlite and its lock), and the process exits 0. Past
 * the grace period, or if closing fails, it exits 1.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      setTimeout(() => {
        app.log.error({ graceMs }, 'requests still in flight at the end of the grace period');
        process.exit(1);
      }, graceMs).unref();
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
    });
  }
}
