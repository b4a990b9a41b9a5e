import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas that validate the calls:
 * UI at /api/docs, JSON at /api/docs/json. Registered before the routes so it sees them.
 */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Estudio shop API',
        description: 'Catalogue, accounts, wishlist, cart, coupons and contact (SPEC.md §7). Money in euros.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // indexPrefix: the UI's page links its assets by absolute path, and it lives under /api.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
}
