import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { staticImagesPlugin } from './static-images';

const IMMUTABLE_YEAR = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';
const SECRET = 'secret beside the images';

let root: string;
let images: string;
let heroes: string;
let app: FastifyInstance;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-images-'));
  images = join(root, 'images');
  heroes = join(root, 'static_images', 'image_type');
  mkdirSync(join(images, 'folder'), { recursive: true });
  mkdirSync(heroes, { recursive: true });
  writeFileSync(join(images, 'sofa.svg'), '<svg sofa/>');
  writeFileSync(join(images, 'photo.webp'), 'webp');
  writeFileSync(join(images, 'notes.txt'), 'notes');
  writeFileSync(join(images, 'folder', 'nested.svg'), 'nested');
  writeFileSync(join(images, '.generated-v1'), '');
  writeFileSync(join(heroes, 'sofas.svg'), '<svg hero 1/>');
  writeFileSync(join(root, 'secret.txt'), SECRET);
  // As in the app: trailing slashes ignored, and the instance's own 404.
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 } });
  await app.register(staticImagesPlugin, { images, heroes, heroRecheckMs: 20 });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ notFound: true }));
});
afterEach(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static images', () => {
  it('serves a product image kept a year, with its type, validators and length', async () => {
    const image = await app.inject({ url: '/images/sofa.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('<svg sofa/>');
    expect(image.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': IMMUTABLE_YEAR,
      'content-length': '11',
      etag: expect.stringMatching(/^W\/"b-[0-9a-f]+"$/),
      'last-modified': expect.stringMatching(/ GMT$/),
    });
    expect((await app.inject({ url: '/images/photo.webp' })).headers['content-type']).toBe('image/webp');
    // No hidden file: the seed's version marker is not an image.
    expect((await app.inject({ url: '/images/.generated-v1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/notes.txt' })).headers['content-type']).toBe(
      'application/octet-stream',
    );
  });

  it('answers a product image from memory once read', async () => {
    const first = await app.inject({ url: '/images/sofa.svg' });
    unlinkSync(join(images, 'sofa.svg'));
    const again = await app.inject({ url: '/images/sofa.svg?v=2' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('<svg sofa/>');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, with the caching headers', async () => {
    const { etag, 'last-modified': lastModified } = (await app.inject({ url: '/images/sofa.svg' })).headers;
    for (const headers of [
      { 'if-none-match': String(etag) },
      { 'if-none-match': String(etag).replace(/^W\//, '') },
      { 'if-none-match': '*' },
      { 'if-modified-since': String(lastModified) },
    ]) {
      const answer = await app.inject({ url: '/images/sofa.svg', headers });
      expect({ headers, status: answer.statusCode, body: answer.body }).toEqual({
        headers,
        status: 304,
        body: '',
      });
      expect(answer.headers).toMatchObject({ etag, 'cache-control': IMMUTABLE_YEAR });
    }
    const changed = await app.inject({ url: '/images/sofa.svg', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/images/sofa.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'content-length': '11' });
    expect((await app.inject({ method: 'HEAD', url: '/images/nope.svg' })).statusCode).toBe(404);
  });

  it('answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/images/sofa.svg' })).statusCode).toBe(404);
    }
  });

  it('gives the instance’s 404 for an unknown file, a folder, or a name that is not a plain file name', async () => {
    for (const url of [
      '/images/nope.svg',
      '/images/',
      '/images/folder',
      '/images/folder/',
      '/images/folder/nested.svg',
      '/images/folder%2fnested.svg',
      '/images/sofa.svg/',
      '/static_images/image_type/nope.svg',
    ]) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 404,
        body: { notFound: true },
      });
    }
  });

  it('never answers a file outside its folder, in any spelling', async () => {
    for (const url of [
      '/images/..%2fsecret.txt',
      '/images/%2e%2e%2fsecret.txt',
      '/images/..%5csecret.txt',
      '/images/..%252fsecret.txt',
      '/images/sofa.svg%00.png',
      '/images/%00',
      '/images/..',
      '/images/.%2e',
      '/static_images/image_type/..%2f..%2fsecret.txt',
      '/static_images/image_type/%2e%2e%2f%2e%2e%2f..%2fsecret.txt',
    ]) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, leaked: answer.body.includes(SECRET) }).toEqual({
        url,
        status: 404,
        leaked: false,
      });
    }
  });

  it('serves a category hero kept a week, and a redrawn one after the re-check interval', async () => {
    const hero = await app.inject({ url: '/static_images/image_type/sofas.svg' });
    expect(hero.body).toBe('<svg hero 1/>');
    expect(hero.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': WEEK });
    writeFileSync(join(heroes, 'sofas.svg'), '<svg hero 2, redrawn/>');
    const started = Date.now();
    let body = hero.body;
    while (body !== '<svg hero 2, redrawn/>' && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      body = (await app.inject({ url: '/static_images/image_type/sofas.svg' })).body;
    }
    expect(body).toBe('<svg hero 2, redrawn/>');
  });
});
