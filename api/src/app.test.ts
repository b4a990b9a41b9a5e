import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from './app';
import { createTestApp, testConfig, type TestApp } from './testing/test-app';
import { registerUser } from './testing/users';

const SHOP_ORIGIN = 'http://localhost:3001';
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { allowedOrigins: [SHOP_ORIGIN] },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t?.close());

describe('the API instance', () => {
  it('answers GET /api/health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a CSP that lets the shop run from this origin and its own', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${SHOP_ORIGIN}`);
    expect(csp).toContain(`style-src 'self' ${SHOP_ORIGIN} 'unsafe-inline'`);
    expect(csp).toContain("img-src 'self' http://localhost:3001 data: blob:");
    expect(csp).toContain(`connect-src 'self' ${SHOP_ORIGIN}`);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain http here: HSTS goes on https answers only (security-headers.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows CORS for the shop’s origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/cart/user_cart',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(SHOP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP_ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Authorization');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ url: '/api/sales', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown /api paths with a JSON 404 and leaves other paths free for the shop', async () => {
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { route: ['No existe DELETE /api/nothing/here'] } });
    expect((await t.app.inject({ url: '/some/page' })).statusCode).toBe(404);
  });

  it('serves product images as immutable SVG kept a year, and category heroes a week', async () => {
    const image = await t.app.inject({ url: '/images/sofas-sage-front.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hero = await t.app.inject({ url: '/static_images/image_type/sofas.svg' });
    expect(hero.headers['content-type']).toContain('image/svg+xml');
    expect(hero.headers['cache-control']).toBe('public, max-age=604800');
    expect((await t.app.inject({ url: '/static_images/image_type/lamps-nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/..%2f..%2fjwt-secret' })).statusCode).toBe(404);
  });

  it('publishes an OpenAPI document built from the same schemas at /api/docs', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    // Paths are relative to the one server, the API base.
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    for (const path of [
      '/login',
      '/account/register',
      '/type_products/{name}',
      '/collections/{name}',
      '/products/{id}',
      '/search',
      '/sales',
      '/wishlist/user_wishlist',
      '/cart/upsert_amount_product',
      '/couponcode',
      '/support/write_us',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    for (const [path, method] of [
      ['/login', 'post'],
      ['/account/register', 'post'],
      ['/couponcode', 'get'],
      ['/support/write_us', 'post'],
    ]) {
      // Every rate-limited call declares its 429 answer.
      expect(Object.keys(document.paths[path!][method!].responses)).toContain('429');
    }
    const register = document.paths['/account/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'password', 'repeat_password']);
    expect(document.paths['/cart/user_cart'].post.security).toEqual([{ bearer: [] }]);
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    expect((await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });

  it('never writes passwords or tokens to the logs', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/user_cart',
      headers: user.auth,
      payload: { user_id: user.userId },
    });
    await t.app.inject({ url: `/api/orders/guest/ABC123/${user.token}?access_token=${user.token}` });
    const logs = logLines.join('\n');
    expect(logs).toContain('"url":"/api/login"');
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain(user.token);
    expect(logs).not.toContain(user.token.split('.')[2]!);
  });

  it('lets the shop’s tooling register its own static files and not-found page after buildApp', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shop</title>');
    const app = await buildApp(testConfig(), {
      database: {
        db: t.db,
        kind: 'pglite',
        listen: async () => async () => undefined,
        close: async () => undefined,
      },
    });
    await app.register(fastifyStatic, { root, prefix: '/' });
    app.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
    try {
      expect((await app.inject({ url: '/index.html' })).body).toContain('<title>shop</title>');
      expect((await app.inject({ url: '/products/12' })).body).toContain('<title>shop</title>');
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
      expect((await app.inject({ url: '/api/nope' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/images/sofas-sage-front.svg' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
