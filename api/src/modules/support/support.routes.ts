import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, WriteUsAnswerSchema, WriteUsRequestSchema } from 'shared-contracts';
import { rateLimitFor } from '../../plugins/rate-limit';
import { type SupportService } from './support.service';

/** POST /support/write_us (SPEC.md §7 Contact): validated server-side, stored, mailed to the studio. */
export async function supportRoutes(
  app: FastifyInstance,
  { support }: { support: SupportService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/support/write_us',
    {
      config: { rateLimit: rateLimitFor('contact') },
      schema: {
        tags: ['support'],
        body: WriteUsRequestSchema,
        response: { 200: WriteUsAnswerSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await support.writeUs({ ...request.body, language: request.language }, request.log);
      return { status: 'success' as const };
    },
  );
}
