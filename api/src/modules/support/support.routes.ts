import { type FastifyInstance } from 'fastify';
import { askAvailabilityCall, writeUsCall } from 'shared-contracts';
import { serveCall } from '../../http/serve-call';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type SupportService } from './support.service';

/**
 * POST /support/write_us (docs/spec.md §7 Contact) and POST /support/ask_availability: validated
 * server-side, stored, mailed to the studio; both under the contact form's rate limit.
 */
export async function supportRoutes(
  app: FastifyInstance,
  { support }: { support: SupportService },
): Promise<void> {
  serveCall(app, writeUsCall, { rateLimit: rateLimitFor('contact') }, async (request) => {
    await support.writeUs({ ...request.body, language: request.language }, request.log);
    return { status: 'success' as const };
  });
  serveCall(app, askAvailabilityCall, { rateLimit: rateLimitFor('contact') }, async (request) => {
    await support.askAvailability({ ...request.body, language: request.language }, request.log);
    return { status: 'success' as const };
  });
}
