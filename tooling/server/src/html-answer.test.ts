import zlib from 'node:zlib';
import Fastify from 'fastify';
import { acceptsGzip, gzippedHtml, sendHtml } from './html-answer';

// Pages go gzipped to every browser that accepts it.

const PAGE = `<!doctype html><html lang="es"><body>${'<p>Lámpara de pie · 129,00 €</p>'.repeat(200)}</body></html>`;

async function shop() {
  const app = Fastify();
  app.get('/page', (request, reply) =>
    sendHtml(request, reply.header('Vary', 'Cookie').type('text/html; charset=utf-8'), PAGE),
  );
  app.get('/small', (request, reply) =>
    sendHtml(request, reply.type('text/html; charset=utf-8'), '<p>Hola</p>'),
  );
  await app.ready();
  return app;
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0, gzip', true],
    ['gzip;q=0, br', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('sendHtml', () => {
  it('sends a page gzipped to a browser that accepts it, varying by Accept-Encoding too', async () => {
    const app = await shop();
    const answer = await app.inject({
      url: '/page',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe(PAGE);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
  });

  it('sends the page as it is to a client that takes no gzip, and a small page as it is', async () => {
    const app = await shop();
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const plain = await app.inject({ url: '/page', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(plain.payload).toBe(PAGE);
    }
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.payload).toBe('<p>Hola</p>');
  });
});

describe('gzippedHtml', () => {
  it('compresses a kept page once while its markup stays the same', async () => {
    const kept = {};
    const first = await gzippedHtml(PAGE, kept);
    expect(await gzippedHtml(PAGE, kept)).toBe(first);
    const changed = await gzippedHtml(`${PAGE}<!-- -->`, kept);
    expect(changed).not.toBe(first);
    expect(zlib.gunzipSync(changed).toString()).toBe(`${PAGE}<!-- -->`);
    expect(await gzippedHtml(PAGE)).not.toBe(await gzippedHtml(PAGE));
  });
});
