import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_ERROR_BODY_LIMIT_BYTES } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildScript } from './testing/built-script';

// The shell's build the API reads stacks with: SHELL_DIST, as `npm start` serves it.
const shop = mkdtempSync(path.join(tmpdir(), 'client-errors-shop-'));
const shellDist = path.join(shop, 'shell-dist');
const shellScript = 'http://localhost:8080/main.ef1449d79b.js';
const { stack } = buildScript(shellDist, 'main.ef1449d79b.js', {
  url: shellScript,
  source: 'webpack://shell/./src/frame/price-tag.tsx',
});
// A map outside the roots, which no report may make the API read.
buildScript(shop, 'secret.js', {
  url: 'http://x/secret.js',
  source: 'webpack://shell/./src/secret-source.ts',
});

const logLines: string[] = [];
const browserErrors = () =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'browser error');

let t: TestApp;
const previousShellDist = process.env.SHELL_DIST;
beforeAll(async () => {
  process.env.SHELL_DIST = shellDist;
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  if (previousShellDist === undefined) delete process.env.SHELL_DIST;
  else process.env.SHELL_DIST = previousShellDist;
  await t?.close();
});
beforeEach(() => void logLines.splice(0));

const report = {
  kind: 'render',
  remote: 'shell',
  release: 'ef1449d79b02',
  route: '/products/28',
  message: 'a price below zero',
  stack,
  request_id: '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5',
};
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, headers });

describe('POST /api/client-errors', () => {
  it('logs one warning with the stack read back to the source, under the report’s own request id', async () => {
    const answer = await send(report);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'success' });
    const [logged, ...others] = browserErrors();
    expect(others).toEqual([]);
    expect(logged).toMatchObject({
      level: 40,
      reqId: answer.headers['x-request-id'],
      kind: 'render',
      remote: 'shell',
      release: 'ef1449d79b02',
      route: '/products/28',
      message: 'a price below zero',
      reportedRequestId: report.request_id,
    });
    expect(String(logged!.stack).split('\n').slice(0, 2)).toEqual([
      'Error: a price below zero',
      '    at formatPrice (shell/src/frame/price-tag.tsx:3:24)',
    ]);
  });

  it('scrubs personal data again, whatever the browser sent', async () => {
    const forged = {
      ...report,
      route: '/orders/guest/AB-12/dGhpcyBpcyBhIHNlY3JldCB0b2tlbiEh',
      message: 'No account for ana@example.com, card 4222 0000 0628 5344',
      stack: `${stack}\n    at eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl`,
    };
    expect((await send(forged)).statusCode).toBe(200);
    const logged = JSON.stringify(browserErrors());
    for (const secret of ['ana@example.com', '4222 0000 0628 5344', 'dGhpcyBpcyBh', 'eyJhbGciOiJIUzI1NiJ9'])
      expect(logged).not.toContain(secret);
    expect(browserErrors()[0]).toMatchObject({
      route: '/orders/guest/AB-12/***',
      message: 'No account for [email], card [number]',
    });
  });

  it('reads no file outside the releases, however a frame’s URL climbs', async () => {
    const frame = /:(\d+:\d+)\)$/.exec(stack.split('\n')[1]!)![1];
    const climbs = [
      `http://localhost:8080/../secret.js:${frame}`,
      `http://localhost:8080/%2e%2e/secret.js:${frame}`,
      `http://localhost:8080/..%2Fsecret.js:${frame}`,
      `http://localhost:8080/mf/mf-catalog/..%2F..%2F..%2F..%2F..%2F..%2F${shop.slice(1).replaceAll('/', '%2F')}%2Fsecret.js:${frame}`,
    ].map((location) => `    at r (${location})`);
    expect((await send({ ...report, stack: ['Error: x', ...climbs].join('\n') })).statusCode).toBe(200);
    const logged = String(browserErrors()[0]!.stack);
    expect(logged).not.toContain('secret-source');
    expect(logged.split('\n').slice(1)).toEqual(climbs);
  });

  it('refuses a report that is not one, and a body past its limit', async () => {
    const refused = await send({ ...report, route: '/orders/AB-12?access_token=secret', kind: 'crash' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['kind', 'route']);
    // Within the API's 32 KB for other calls, past this one's.
    const padded = { ...report, padding: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT_BYTES) };
    expect((await send(padded)).statusCode).toBe(413);
    expect(browserErrors()).toEqual([]);
  });
});
