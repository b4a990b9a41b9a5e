import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiPlugin } from '../plugins/openapi';
import { checkConformanceOfInjects } from './conformance';

// The checker itself: an API test must fail when the API answers what its document does not declare.
async function probeApi(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (api) => {
      await openApiPlugin(api);
      const count = { 200: z.object({ count: z.number().int() }) };
      api.get('/count', { schema: { operationId: 'count', response: count } }, async () => ({ count: 1 }));
      api.get('/created', { schema: { operationId: 'created', response: count } }, async (_request, reply) =>
        // A status the document does not declare, on purpose.
        reply.code(201 as 200).send({ count: 1 }),
      );
      api.get('/page', {
        schema: {
          operationId: 'page',
          querystring: z.object({ page: z.coerce.number().int() }),
          response: count,
        },
        // Answers 200 even to a page the document refuses.
        attachValidation: true,
        handler: async () => ({ count: 1 }),
      });
      api.get('/hidden', { schema: { hide: true } }, async () => ({ secret: true }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  checkConformanceOfInjects(app);
  return app;
}

describe('OpenAPI conformance of the API tests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeApi();
  });
  afterAll(() => app.close());

  it('lets a declared answer through', async () => {
    const response = await app.inject({ url: '/api/count' });
    expect(response.json()).toEqual({ count: 1 });
  });

  it('fails a test whose answer has an undeclared status', async () => {
    await expect(app.inject({ url: '/api/created' })).rejects.toThrow(
      /OpenAPI conformance: GET \/api\/created → 201/,
    );
  });

  it('fails a test when a request the document refuses is answered 2xx', async () => {
    await expect(app.inject({ url: '/api/page?page=abc' })).rejects.toThrow(/request the document refuses/);
  });

  it('fails a test that reaches a route missing from the document', async () => {
    await expect(app.inject({ url: '/api/hidden' })).rejects.toThrow(/the document has no such operation/);
  });

  it('leaves the API 404 of an unknown path alone', async () => {
    const response = await app.inject({ url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
  });
});
