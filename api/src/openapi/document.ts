import { type FastifyInstance } from 'fastify';

/** The OpenAPI document the API publishes at /api/docs/json. */
export async function openApiDocumentOf(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return response.json<Record<string, unknown>>();
}
