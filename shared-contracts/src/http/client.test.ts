import { z } from 'zod';
import { defineCall } from './call';
import { createHttpClient } from './client';

const ProductSchema = z.object({ id: z.number(), name: z.string() });

const getProduct = defineCall({
  method: 'GET',
  path: '/products/:id',
  auth: 'none',
  summary: 'A product',
  tag: 'test',
  params: z.object({ id: z.number() }),
  query: z.object({ language: z.string(), page: z.number().optional() }),
  answer: ProductSchema,
  errors: [404],
});

const postCart = defineCall({
  method: 'POST',
  path: '/cart/user_cart',
  auth: 'customer',
  summary: 'A cart',
  tag: 'test',
  body: z.object({ user_id: z.number() }),
  answer: ProductSchema,
  errors: [401],
});

const staffOrders = defineCall({
  method: 'GET',
  path: '/backoffice/orders',
  auth: 'staff',
  summary: 'Orders',
  tag: 'test',
  answer: z.array(ProductSchema),
  errors: [401, 403],
});

const verify = defineCall({
  method: 'POST',
  path: '/checkout/verify_cart',
  auth: 'none',
  summary: 'Verify',
  tag: 'test',
  body: z.object({}),
  answer: z.object({ errors: z.record(z.string(), z.array(z.string())) }),
  errors: [400],
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const unauthorized: string[] = [];
  const client = createHttpClient({
    baseUrl: '/api/',
    getToken: (kind) => (kind === 'customer' ? 'customer-token' : 'staff-token'),
    getLanguage: () => 'en-US',
    onUnauthorized: (kind, token) => unauthorized.push(`${kind}:${token}`),
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
  });
  return { client, calls, unauthorized };
}

describe('createHttpClient', () => {
  it('fills the path, drops empty query values and parses the answer with the call’s schema', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 3, name: 'Lámpara', extra: true }));
    const result = await client.call(getProduct, {
      params: { id: 3 },
      query: { language: 'es', page: undefined },
    });
    expect(result).toEqual({ kind: 'ok', status: 200, data: { id: 3, name: 'Lámpara' } });
    expect(calls[0]!.url).toBe('/api/products/3?language=es');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.headers).toMatchObject({ 'Accept-Language': 'en-US' });
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('encodes path parameters', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 1, name: 'x' }));
    const byName = defineCall({
      ...getProduct,
      path: '/type_products/:name',
      params: z.object({ name: z.string() }),
    });
    await client.call(byName, { params: { name: 'a/b c' }, query: { language: 'en' } });
    expect(calls[0]!.url).toBe('/api/type_products/a%2Fb%20c?language=en');
  });

  it('sends the token of the session the call’s auth names, and a JSON body', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 1, name: 'x' }));
    await client.call(postCart, { body: { user_id: 7 } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer customer-token',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"user_id":7}');

    const staff = clientWith(() => jsonResponse(200, []));
    await staff.client.call(staffOrders, {});
    expect(staff.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  });

  it('tells the session owner when a signed call answers 401, and only then', async () => {
    const expired = clientWith(() => jsonResponse(401, { errors: { auth: ['Invalid token'] } }));
    expect(await expired.client.call(staffOrders, {})).toMatchObject({ kind: 'errors', status: 401 });
    expect(expired.unauthorized).toEqual(['staff:staff-token']);

    const publicCall = clientWith(() => jsonResponse(401, { errors: { password: ['Wrong'] } }));
    await publicCall.client.call(verify, { body: {} });
    expect(publicCall.unauthorized).toEqual([]);
  });

  it('surfaces per-field error lists as data, whatever the status', async () => {
    const errors = { email: ['Email is not valid'], password: ['Too short'] };
    const { client } = clientWith(() => jsonResponse(400, { errors }));
    expect(await client.call(postCart, { body: { user_id: 1 } })).toEqual({
      kind: 'errors',
      status: 400,
      errors,
    });

    const ok = clientWith(() => jsonResponse(200, { errors: { email: ['Taken'] } }));
    expect(await ok.client.call(postCart, { body: { user_id: 1 } })).toMatchObject({
      kind: 'errors',
      errors: { email: ['Taken'] },
    });
  });

  it('treats empty error lists on a success as no errors', async () => {
    const { client } = clientWith(() => jsonResponse(200, { errors: { stock: [], coupon: [] } }));
    expect((await client.call(verify, { body: {} })).kind).toBe('ok');
  });

  it('reports an answer outside the contract as a bad response', async () => {
    const { client } = clientWith(() => jsonResponse(200, { id: 'three' }));
    const input = { params: { id: 3 }, query: { language: 'es' } };
    expect((await client.call(getProduct, input)).kind).toBe('bad-response');

    const html = clientWith(() => new Response('<html>oops</html>', { status: 502 }));
    expect(await html.client.call(getProduct, input)).toEqual({
      kind: 'bad-response',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('reports a failed fetch as a network error, distinct from an API error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.call(staffOrders, {})).toEqual({ kind: 'network-error', message: 'Failed to fetch' });
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
    expect(await client.call(staffOrders, {})).toEqual({
      kind: 'network-error',
      message: 'signal is aborted without reason',
    });
  });

  it('sends a well-formed request id as X-Request-Id, and never a malformed one', async () => {
    const { client, calls } = clientWith(() => jsonResponse(200, { id: 1, name: 'x' }));
    await client.call(postCart, { body: { user_id: 7 } }, { requestId: 'purchase-0a1b2c3d' });
    await client.call(postCart, { body: { user_id: 7 } }, { requestId: 'bad id\nforged: line' });
    expect(calls[0]!.init.headers).toMatchObject({ 'x-request-id': 'purchase-0a1b2c3d' });
    expect(calls[1]!.init.headers).not.toHaveProperty('x-request-id');
  });

  it('gives back the request id the API answered, on success and on errors alike', async () => {
    const withId = (status: number, body: unknown, id: string) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': id },
      });
    const ok = clientWith(() => withId(200, { id: 1, name: 'x' }, 'req-aaaaaaaa'));
    expect(await ok.client.call(staffOrders, {})).toMatchObject({
      kind: 'bad-response',
      requestId: 'req-aaaaaaaa',
    });
    expect(await ok.client.call(postCart, { body: { user_id: 1 } })).toMatchObject({
      kind: 'ok',
      requestId: 'req-aaaaaaaa',
    });
    const refused = clientWith(() => withId(409, { errors: { stock: ['Short'] } }, 'req-bbbbbbbb'));
    expect(await refused.client.call(postCart, { body: { user_id: 1 } })).toMatchObject({
      kind: 'errors',
      requestId: 'req-bbbbbbbb',
    });
    const malformed = clientWith(() => withId(200, { id: 1, name: 'x' }, 'no'));
    expect(await malformed.client.call(postCart, { body: { user_id: 1 } })).not.toHaveProperty('requestId');
  });
});
