import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The tags of the calls (CallDescriptor.tag), each with what it covers, in the UI's order. */
const TAGS = [
  {
    name: 'catalogue',
    description: 'Categories, collections, products, search and sales (docs/spec.md §7).',
  },
  { name: 'account', description: 'Customer registration and sign-in; the answer carries the Bearer token.' },
  { name: 'wishlist', description: "The signed-in customer's wishlist." },
  { name: 'cart', description: "The signed-in customer's cart." },
  { name: 'coupons', description: 'Discount codes and their cap.' },
  { name: 'checkout', description: 'Checkout of the cart into an order.' },
  { name: 'payments', description: 'Card payments and their 3-D Secure step (docs/payments.md).' },
  { name: 'orders', description: "A customer's orders, and a guest's order by its reference." },
  { name: 'support', description: 'The contact form.' },
  { name: 'backoffice', description: 'Staff sign-in and the back office; Bearer staff token.' },
  { name: 'health', description: 'Liveness of the API for load balancers and monitors.' },
  { name: 'client-errors', description: "Errors of the shop's pages, reported by the browser." },
];

/**
 * The OpenAPI document, generated from the same zod schemas that validate the calls:
 * UI at /api/docs, JSON at /api/docs/json. Registered before the routes so it sees them.
 * Paths are relative to the one server, `/api` (Fastify's prefix is stripped from them).
 * api/src/openapi/openapi-lint.test.ts holds it to Redocly's recommended ruleset.
 */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Estudio shop API',
        description:
          'Catalogue, accounts, wishlist, cart, coupons, checkout, payments, orders, contact and back office ' +
          '(docs/spec.md §7). Money in euros. Every failure answers `{ errors: { field: [messages] } }` in the ' +
          "caller's language (Accept-Language: es or en).",
        version: '1.0.0',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'Estudio shop team' },
      },
      servers: [{ url: '/api', description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token of POST /login (customer calls) or POST /backoffice/login (staff calls).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // indexPrefix: the UI's page links its assets by absolute path, and it lives under /api.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
}
