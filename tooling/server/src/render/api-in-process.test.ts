import path from 'node:path';
import Fastify from 'fastify';
import { type ApiCall, injectedApi } from './api-in-process';
import { RenderPool } from './render-pool';

const RENDERER = path.join(__dirname, 'testing', 'api-calling-renderer.cjs');
const ORIGIN = 'http://127.0.0.1:1';
const releases = { mf_catalog: '/mf/mf-catalog/release-1/mf-manifest.json' };
const page = (url: string) => ({
  url,
  language: 'en-US' as const,
  mobile: false,
  publicOrigin: 'http://shop.test',
});

describe("the render workers' API calls, answered in process", () => {
  const calls: ApiCall[] = [];
  const pool = new RenderPool({
    rendererFile: RENDERER,
    origin: ORIGIN,
    // Nothing listens there: an answer can only have come through the worker's port.
    apiBaseUrl: `${ORIGIN}/api`,
    workers: 1,
    pageBudgetMs: 10_000,
    api: async (call) => {
      calls.push(call);
      if (call.url.endsWith('/late')) await new Promise((resolve) => setTimeout(resolve, 500));
      if (call.url.endsWith('/broken')) throw new Error('the API threw');
      const body = call.body ?? `${call.method} ${call.url} ${call.headers['accept-language']}`;
      return { status: 200, headers: { 'x-answer': 'in process' }, body: new TextEncoder().encode(body) };
    },
  });
  afterAll(() => pool.close());

  it("reach the shop's API without HTTP, with the call's method, address, headers and body", async () => {
    expect((await pool.render(releases, page('/type_products/sofas')))?.html).toBe(
      `200 in process GET ${ORIGIN}/api/type_products/sofas en-US`,
    );
    expect((await pool.render(releases, page('/echo')))?.html).toBe('200 in process {"name":"Sofá"}');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    // The answers reached the renderer's fetch only, never the worker as pages to render.
    expect((await pool.render(releases, page('/renders')))?.html).toBe('renders 3');
  });

  it("fail the worker's fetch when the API throws, and stop at the call's signal", async () => {
    expect((await pool.render(releases, page('/broken')))?.html).toBe('failed: TypeError');
    expect((await pool.render(releases, page('/late')))?.html).toBe('failed: TimeoutError');
  });
});

describe('injectedApi', () => {
  const app = Fastify();
  app.get('/api/products/:id', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ id: (request.params as { id: string }).id, host: request.headers.host }),
  );
  app.delete('/api/wishlist', async (_request, reply) => reply.code(204).send());
  afterAll(() => app.close());

  it("answers with the app's own routes, on the origin's host", async () => {
    const api = injectedApi(app, 'http://127.0.0.1:8080');
    const answer = await api({
      method: 'GET',
      url: 'http://127.0.0.1:8080/api/products/7?x=1',
      headers: {},
      body: undefined,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(Buffer.from(answer.body!).toString())).toEqual({ id: '7', host: '127.0.0.1:8080' });

    const empty = await api({
      method: 'DELETE',
      url: 'http://127.0.0.1:8080/api/wishlist',
      headers: {},
      body: undefined,
    });
    expect(empty).toMatchObject({ status: 204, body: null });
    expect(
      (await api({ method: 'GET', url: 'http://127.0.0.1:8080/api/none', headers: {}, body: undefined }))
        .status,
    ).toBe(404);
  });
});
