import cors from '@fastify/cors';
import { type FastifyInstance } from 'fastify';

/**
 * CORS for the /api scope: only the shop's own origins (split mode), never a wildcard.
 * With no origins configured the API answers same-origin calls only.
 */
export async function corsPlugin(
  app: FastifyInstance,
  { allowedOrigins }: { allowedOrigins: string[] },
): Promise<void> {
  await app.register(cors, {
    // A fixed list (not a callback) keeps the per-request work to a lookup.
    origin: allowedOrigins.length > 0 ? allowedOrigins : false,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'X-Request-Id'],
    // The browser reads an answer's request id to send it back (its error reports, a purchase's calls).
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
