import { z } from 'zod';
import { createHttpClient } from './client';

const ProductSchema = z.object({ id: z.number(), name: z.string() });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const client = createHttpClient({
    baseUrl: '/api/',
    getToken: () => 'token-123',
    getLanguage: () => 'en-US',
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
  });
  return { client, calls };
}

describe('createHttpClient', () => {
  it('parses a successful answer with its schema', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 3, name: 'Lámpara', extra: true }));
    const result = await client.get('/products/3', {
      schema: ProductSchema,
      query: { language: 'es', page: undefined },
    });
    expect(result).toEqual({ kind: 'ok', status: 200, data: { id: 3, name: 'Lámpara' } });
    expect(calls[0]!.url).toBe('/api/products/3?language=es');
    expect(calls[0]!.init.headers).toMatchObject({ 'Accept-Language': 'en-US' });
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the bearer token and a JSON body when asked', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 1, name: 'x' }));
    await client.post('/cart/user_cart', { schema: ProductSchema, body: { user_id: 7 }, auth: true });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"user_id":7}');
  });

  it('uses an explicit token, such as a guest order access token', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 1, name: 'x' }));
    await client.get('/orders/guest/A1/tok', { schema: ProductSchema, auth: 'guest-token' });
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer guest-token' });
  });

  it('surfaces per-field error lists as data, whatever the status', async () => {
    const errors = { email: ['Email is not valid'], password: ['Too short'] };
    const { client } = clientWith(() => jsonResponse(400, { errors }));
    expect(await client.post('/login', { schema: ProductSchema, body: {} })).toEqual({
      kind: 'errors',
      status: 400,
      errors,
    });

    const ok = clientWith(() => jsonResponse(200, { errors: { email: ['Taken'] } }));
    expect(await ok.client.post('/account/register', { schema: ProductSchema, body: {} })).toMatchObject({
      kind: 'errors',
      errors: { email: ['Taken'] },
    });
  });

  it('treats empty error lists on a success as no errors', async () => {
    const Verify = z.object({ errors: z.record(z.string(), z.array(z.string())) });
    const { client } = clientWith(() => jsonResponse(200, { errors: { stock: [], coupon: [] } }));
    const result = await client.post('/checkout/verify_cart', { schema: Verify, body: {} });
    expect(result.kind).toBe('ok');
  });

  it('reports an answer outside the contract as a bad response', async () => {
    const { client } = clientWith(() => jsonResponse(200, { id: 'three' }));
    expect((await client.get('/products/3', { schema: ProductSchema })).kind).toBe('bad-response');

    const html = clientWith(() => new Response('<html>oops</html>', { status: 502 }));
    expect(await html.client.get('/products/3', { schema: ProductSchema })).toEqual({
      kind: 'bad-response',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('reports a failed fetch as a network error, distinct from an API error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.get('/health', { schema: z.unknown() })).toEqual({
      kind: 'network-error',
      message: 'Failed to fetch',
    });
  });

  it('reports a body cut off mid-read as a network error', async () => {
    const { client } = clientWith(
      () =>
        ({
          ok: true,
          status: 200,
          text: () => Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')),
        }) as unknown as Response,
    );
    expect(await client.get('/sales', { schema: ProductSchema })).toEqual({
      kind: 'network-error',
      message: 'signal is aborted without reason',
    });
  });
});
