import { createTestApp, type TestApp } from '../testing/test-app';

const SHOP_ORIGIN = 'http://localhost:3001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { allowedOrigins: [SHOP_ORIGIN], logLevel: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t?.close());

describe('request ids', () => {
  it('names a fresh UUID on every answer: calls, errors and images alike', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/health', '/api/no-such-call', '/images/no-such.svg', '/api/products/x']) {
      const id = String((await t.app.inject({ url })).headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('keeps a well-formed id the browser sends back, and logs the request under it', async () => {
    const purchase = 'purchase-5f0c1d2e3a4b';
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': purchase } });
    expect(response.headers['x-request-id']).toBe(purchase);
    expect(logLines.some((line) => line.includes(`"reqId":"${purchase}"`))).toBe(true);
  });

  it('replaces a malformed one rather than log what was sent', async () => {
    const forged = 'x"}\n{"level":60,"msg":"forged';
    const tooLong = 'a'.repeat(65);
    for (const sent of [forged, tooLong, 'short']) {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(logLines.join('\n')).not.toContain('forged');
  });

  it('lets the shop’s other origins send it and read it (split mode)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: {
        origin: SHOP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-request-id',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-Request-Id');
    const answer = await t.app.inject({ url: '/api/health', headers: { origin: SHOP_ORIGIN } });
    expect(answer.headers['access-control-expose-headers']).toBe('X-Request-Id');
  });
});
