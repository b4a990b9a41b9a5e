import { type FastifyBaseLogger } from 'fastify';

/**
 * The logger one sweep run is handed: the app's, telling `failed` once should the run log an
 * error (a sweep never rejects; it logs its failures: lib/background-tasks.ts).
 */
export function runLogger(log: FastifyBaseLogger, failed: () => void): FastifyBaseLogger {
  let told = false;
  const reporting =
    (level: 'error' | 'fatal') =>
    (...args: unknown[]): void => {
      if (!told) {
        told = true;
        failed();
      }
      (log[level] as (...parts: unknown[]) => void).apply(log, args);
    };
  return Object.assign(Object.create(log) as FastifyBaseLogger, {
    error: reporting('error'),
    fatal: reporting('fatal'),
  });
}
