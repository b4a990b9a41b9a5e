// How `npm start` serves the composed shop: an uncached registry that names immutable,
// versioned releases, so a team deploys or rolls back its remote by changing one line.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';

jest.setTimeout(120_000);

let shop: RunningShop;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  if (shop) await stopShop(shop);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, shop.baseUrl), { headers });

async function registry(): Promise<Record<string, string>> {
  return (await (await get('/remotes.json')).json()) as Record<string, string>;
}

describe('serving', () => {
  it('serves /remotes.json and the page uncached, release files as immutable', async () => {
    const remotes = await get('/remotes.json');
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/collections/lamparas')).headers.get('content-type')).toMatch(/text\/html/);

    const manifestUrl = (await registry()).mf_catalog!;
    expect(manifestUrl).toMatch(/^\/mf\/mf-catalog\/[0-9a-f]{12}\/mf-manifest\.json$/);
    const manifest = await get(manifestUrl);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), {
      'Accept-Encoding': 'br',
    });
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('content-encoding')).toBe('br');
  });

  it('sends the server-rendered page gzipped to a browser that accepts it', async () => {
    const page = await get('/products/12', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await page.text()).toMatch(/<html lang="es">[\s\S]*<main[\s\S]*<h1/);
    const plain = await get('/products/12', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/<html lang="es">/);
  });

  it('serves the page in the language cookie’s language (Castellano without one), varying by cookie', async () => {
    const langOf = async (headers: Record<string, string>) =>
      /<html lang="(\w+)">/.exec(await (await get('/products/12', headers)).text())?.[1];
    expect(await langOf({})).toBe('es');
    expect(await langOf({ Cookie: 'shop_language=en-US' })).toBe('en');
    expect(await langOf({ Cookie: 'other=1; shop_language=es-ES' })).toBe('es');
    expect(await langOf({ Cookie: 'shop_language=fr-FR' })).toBe('es');
    expect((await get('/')).headers.get('vary')).toMatch(/cookie/i);
  });

  it("follows an operator's registry file: one line deploys or rolls back a remote", async () => {
    const current = await registry();
    const pinned = { ...current, mf_account: '/mf/mf-account/000000000000/mf-manifest.json' };
    const file = path.join(shop.dataDir, 'remotes.json');
    writeFileSync(file, JSON.stringify(pinned));
    try {
      expect(await registry()).toEqual(pinned);
    } finally {
      rmSync(file);
    }
    expect(await registry()).toEqual(current);
  });

  it('answers unknown API paths and files with a JSON 404, not the page', async () => {
    const api = await get('/api/no-such-call');
    expect(api.status).toBe(404);
    expect(await api.json()).toHaveProperty('errors');
    expect((await get('/no-such-file.js')).status).toBe(404);
  });
});
