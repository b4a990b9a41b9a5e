import Fastify from 'fastify';
import { securityHeaders, securityHeadersPlugin } from './security-headers';

const SHOP_ORIGIN = 'http://localhost:3001';

// What @fastify/helmet sent with this configuration, header for header, before the values
// were worked out once at start-up: they must not change with the way they are sent.
const EXPECTED = {
  'content-security-policy':
    `default-src 'self';script-src 'self' ${SHOP_ORIGIN};style-src 'self' ${SHOP_ORIGIN} 'unsafe-inline';` +
    `img-src 'self' ${SHOP_ORIGIN} data: blob:;media-src 'self' ${SHOP_ORIGIN};font-src 'self' ${SHOP_ORIGIN} data:;` +
    `connect-src 'self' ${SHOP_ORIGIN};frame-src 'self';worker-src 'self' blob:;manifest-src 'self';` +
    `object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'`,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const { 'strict-transport-security': HSTS, ...OVER_HTTP } = EXPECTED;

async function appWithHeaders() {
  const app = Fastify({ trustProxy: true });
  await app.register(securityHeadersPlugin, { allowedOrigins: [SHOP_ORIGIN] });
  app.get('/page', async () => ({ ok: true }));
  app.get('/frame', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('<p>frame</p>'),
  );
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('security headers', () => {
  it('are helmet’s, with the CSP naming this origin and the shop’s', () => {
    expect(securityHeaders([SHOP_ORIGIN])).toEqual(EXPECTED);
  });

  it('go on every answer: a route’s, an error and a 404', async () => {
    const app = await appWithHeaders();
    for (const url of ['/page', '/fails', '/nowhere']) {
      const { headers } = await app.inject({ url });
      expect(headers).toMatchObject(OVER_HTTP);
      const overHttps = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers).toMatchObject(EXPECTED);
    }
    await app.close();
  });

  it('send HSTS over https only, never over plain http', async () => {
    const app = await appWithHeaders();
    expect((await app.inject({ url: '/page' })).headers['strict-transport-security']).toBeUndefined();
    const overHttps = await app.inject({ url: '/page', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    await app.close();
  });

  it('let no page be framed, not even by the shop itself', () => {
    const csp = securityHeaders([SHOP_ORIGIN])['content-security-policy']!;
    expect(csp.split(';')).toContain("frame-ancestors 'none'");
    expect(securityHeaders([SHOP_ORIGIN])['x-frame-options']).toBe('DENY');
  });

  it('keep scripts to the shop’s origins: nothing inline, no eval', () => {
    const csp = securityHeaders([SHOP_ORIGIN])['content-security-policy']!;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').slice(1)).toEqual(["'self'", SHOP_ORIGIN]);
  });

  it('let a route replace one (the 3-D Secure frame pages send their own CSP)', async () => {
    const app = await appWithHeaders();
    const { headers } = await app.inject({ url: '/frame' });
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
