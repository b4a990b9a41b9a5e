import { type FastifyInstance } from 'fastify';
import { CLIENT_ERROR_BODY_LIMIT_BYTES, reportClientErrorCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { ClientErrorsService } from './client-errors.service';
import { type ReleaseRoots, shopReleaseRoots } from './release-files';
import { SourceMapResolver } from './source-map-resolver';

/**
 * POST /client-errors: the shop's pages report their errors (issue 27), logged with their
 * stacks mapped through the releases' hidden source maps. Anyone may call it, so it takes
 * small bodies only and a few reports a minute from each client.
 */
export async function clientErrorRoutes(
  app: FastifyInstance,
  { roots = shopReleaseRoots() }: { roots?: ReleaseRoots } = {},
): Promise<void> {
  const clientErrors = new ClientErrorsService(new SourceMapResolver(roots));
  // This scope's routes only: a report is far smaller than the API's other bodies may be.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = CLIENT_ERROR_BODY_LIMIT_BYTES;
  });
  serveCall(app, reportClientErrorCall, { rateLimit: rateLimitFor('clientErrors') }, async (request) => {
    await clientErrors.record(request.body, request.log);
    return { status: 'success' as const };
  });
}
