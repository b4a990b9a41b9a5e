import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandling, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler';
import { languagePlugin } from './language';

// The answers of failures no route owns: here, the database being out of reach.

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(languagePlugin);
  await app.register(async (api) => {
    await errorHandling(api);
    api.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    api.get('/restarting', async () => {
      throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    });
    api.get('/bug', async () => {
      throw new TypeError('undefined is not a function');
    });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a database out of reach', () => {
  it('is a 503 with Retry-After, in the caller language, without internals', async () => {
    const spanish = await app.inject({ url: '/refused' });
    expect(spanish.statusCode).toBe(503);
    expect(spanish.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(spanish.json()).toEqual({
      errors: {
        server: ['El servicio no está disponible en este momento; vuelve a intentarlo en unos segundos'],
      },
    });
    const english = await app.inject({ url: '/restarting', headers: { 'accept-language': 'en-US' } });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      errors: { server: ['The service is unavailable right now; please try again in a few seconds'] },
    });
    expect(english.body).not.toMatch(/starting up|5432/);
  });

  it('leaves every other failure a 500', async () => {
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
  });
});
