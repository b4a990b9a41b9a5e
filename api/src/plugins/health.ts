import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from 'shared-contracts';
import { z } from 'zod';
import { type Db } from '../db/database';
import { type Catalog } from '../modules/catalog/catalog.module';
import { READINESS_CHECKS, Readiness } from './health-readiness';

// 431: any request whose URL and headers pass Node's 16 KB limit (http/raw-url-errors).
const REQUEST_TOO_LARGE = { 431: ErrorBodySchema };

/** Balancers ask every few seconds: their probes are logged only when something goes wrong. */
const PROBE_LOG_LEVEL = 'warn';

/**
 * GET /health (the API is up: what tests and tooling have always asked), and the probes of
 * balancers and orchestrators: /health/live (the process answers; a failure means restart it)
 * and /health/ready (send it traffic or not: 503 with the checks that fail).
 */
export async function healthRoutes(
  api: FastifyInstance,
  { db, catalog }: { db: Db; catalog: Pick<Catalog, 'listening'> },
): Promise<void> {
  const readiness = new Readiness({
    db,
    catalogueListening: () => catalog.listening(),
    draining: () => api.drain.draining,
  });
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/health',
    {
      schema: {
        summary: 'Says the API is up',
        operationId: 'getHealth',
        tags: ['health'],
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }), ...REQUEST_TOO_LARGE },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/health/live',
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        summary: 'Liveness: the process answers (also while it drains before stopping)',
        operationId: 'getHealthLive',
        tags: ['health'],
        security: [],
        response: { 200: z.object({ status: z.literal('live') }), ...REQUEST_TOO_LARGE },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  routes.get(
    '/health/ready',
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        summary:
          'Readiness: the database answers with every migration applied, the catalogue caches follow its changes, and no stop has begun',
        operationId: 'getHealthReady',
        tags: ['health'],
        security: [],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({
            status: z.literal('not_ready'),
            failing: z.array(z.enum(READINESS_CHECKS)).min(1),
          }),
          ...REQUEST_TOO_LARGE,
        },
      },
    },
    async (_request, reply) => {
      const failing = await readiness.failing();
      if (failing.length === 0) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'not_ready' as const, failing });
    },
  );
}
