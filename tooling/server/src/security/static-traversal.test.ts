import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type DatabaseHandle, buildApp } from 'api';
import { openTestDatabase, testConfig } from 'api/testing';

// Issue 13 item 4: the shop's one-process serving (tooling/server/start.ts: the API, its images,
// the shell at / and every remote at /mf/<remote>/) over real HTTP, asked for files outside
// its folders in every spelling a decoder might get wrong. No answer holds the sources, a
// secret of the data folder or a system file, and none is a 5xx.

const SOURCE_MARK = 'export async function buildApp';
const DATA_SECRET = `data-secret-${process.pid}-${Date.now()}`;
const SHELL_SECRET = `next-to-the-shell-${process.pid}-${Date.now()}`;

let shop: FastifyInstance;
let database: DatabaseHandle;
let port: number;
let sandbox: string;
let dataDir: string;

beforeAll(async () => {
  // A shell build of its own (SHELL_DIST is read when tooling/server/src/shop-layout.ts loads),
  // with a secret beside it, and a secret in the data folder above the images.
  sandbox = mkdtempSync(join(tmpdir(), 'shop-static-'));
  const shellDist = join(sandbox, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shellDist, 'visible.txt'), 'served');
  writeFileSync(join(sandbox, 'shell', 'secret.txt'), SHELL_SECRET);
  process.env.SHELL_DIST = shellDist;
  dataDir = testConfig().dataDir;
  writeFileSync(join(dataDir, 'traversal-secret.txt'), DATA_SECRET);

  // As tooling/server/start.ts composes it: the API, then the shop's files on the same instance.
  database = await openTestDatabase();
  shop = await buildApp(testConfig(), { database });
  const { shopStatic } = await import('../shop-static');
  await shopStatic(shop, { registryFile: join(sandbox, 'remotes.json'), serveRemotes: true });
  await shop.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await database?.close();
  rmSync(sandbox, { recursive: true, force: true });
  rmSync(join(dataDir, 'traversal-secret.txt'), { force: true });
  delete process.env.SHELL_DIST;
});

/** GET with the path sent exactly as written (Node's client does not normalise it). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    sent.on('error', reject);
    sent.setTimeout(10_000, () => sent.destroy(new Error(`${path}: no answer in 10 s`)));
    sent.end();
  });
}

/** The same climb in the spellings decoders disagree on. */
function spellings(prefix: string, ups: number, target: string): string[] {
  const climb = (step: string) => step.repeat(ups);
  return [
    `${prefix}${climb('../')}${target}`,
    `${prefix}${climb('..%2f')}${target}`,
    `${prefix}${climb('%2e%2e/')}${target}`,
    `${prefix}${climb('%2e%2e%2f')}${target}`,
    `${prefix}${climb('%2E%2E%2F')}${target}`,
    `${prefix}${climb('%252e%252e%252f')}${target}`,
    `${prefix}${climb('..%252f')}${target}`,
    `${prefix}${climb('..\\')}${target.replaceAll('/', '\\')}`,
    `${prefix}${climb('..%5c')}${target.replaceAll('/', '%5c')}`,
    `${prefix}${climb('%c0%ae%c0%ae/')}${target}`,
    `${prefix}${climb('.%2e/')}${target}`,
    `${prefix}${climb('..;/')}${target}`,
    `${prefix}${climb('....//')}${target}`,
    `${prefix}${climb('../')}${target}%00.png`,
    `${prefix}./${climb('../')}${target}`,
  ];
}

const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-backoffice'];

const attempts: [what: string, paths: string[]][] = [
  // The shell's folder is <sandbox>/shell/dist: the secret is one up.
  ['the shell’s folder', spellings('/', 1, 'secret.txt')],
  [
    'the sources from the shell',
    [...spellings('/', 2, 'api/src/app.ts'), ...spellings('/', 6, 'etc/passwd')],
  ],
  // A remote's releases are <repo>/<remote>/dist/releases: the sources are three up.
  ...REMOTES.map((remote): [string, string[]] => [
    `the sources from /mf/${remote}/`,
    spellings(`/mf/${remote}/`, 3, 'api/src/app.ts'),
  ]),
  // Images are <data>/images, heroes <data>/images/… or their own folder: the data folder is one or two up.
  [
    'the data folder from /images/',
    [...spellings('/images/', 1, 'traversal-secret.txt'), ...spellings('/images/', 1, 'jwt-secret')],
  ],
  [
    'the data folder from the category heroes',
    [
      ...spellings('/static_images/image_type/', 1, 'traversal-secret.txt'),
      ...spellings('/static_images/image_type/', 2, 'traversal-secret.txt'),
      ...spellings('/static_images/image_type/', 3, 'traversal-secret.txt'),
    ],
  ],
  ['the sources from /api/', spellings('/api/', 2, 'api/src/app.ts')],
];

describe('static serving refuses traversal', () => {
  it('serves what it should: the shell’s page (the attempts below are not all refused by a dead server)', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(await get('/visible.txt')).toEqual({ status: 200, body: 'served' });
    expect(readFileSync(join(dataDir, 'traversal-secret.txt'), 'utf8')).toBe(DATA_SECRET);
  });

  it.each(attempts)('into %s', async (_what, paths) => {
    for (const path of paths) {
      const { status, body } = await get(path);
      const leaked = [SOURCE_MARK, DATA_SECRET, SHELL_SECRET, 'root:x:0:0'].filter((secret) =>
        body.includes(secret),
      );
      expect({ path, leaked, serverError: status >= 500 }).toEqual({ path, leaked: [], serverError: false });
    }
  });
});
