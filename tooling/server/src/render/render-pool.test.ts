import path from 'node:path';
import { RenderPool } from './render-pool';

const LEAKY_RENDERER = path.join(__dirname, 'testing', 'leaky-renderer.cjs');
const MB = 1024 * 1024;

const releasesNumber = (n: number) => ({ mf_catalog: `/mf/mf-catalog/release-${n}/mf-manifest.json` });

async function settledRss(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return process.memoryUsage().rss;
}

describe('the render pool', () => {
  const pool = new RenderPool({
    rendererFile: LEAKY_RENDERER,
    origin: 'http://127.0.0.1:1',
    apiBaseUrl: 'http://127.0.0.1:1/api',
    workers: 1,
    pageBudgetMs: 10_000,
  });
  afterAll(() => pool.close());

  it('renders a page with the releases it is asked for', async () => {
    const page = await pool.render(releasesNumber(1), {
      url: '/products/3',
      language: 'en-US',
      mobile: false,
      publicOrigin: 'http://shop.test',
    });
    expect(page?.html).toBe(`<p>/products/3 en-US ${JSON.stringify(releasesNumber(1))}</p>`);
    const next = await pool.render(releasesNumber(2), {
      url: '/',
      language: 'es-ES',
      mobile: false,
      publicOrigin: 'http://shop.test',
    });
    expect(next?.html).toContain('release-2');
  });

  it('keeps its memory flat over 50 release swaps, though each release leaks what it loads', async () => {
    // Warm up: the first generations pay for Node's own start-up of worker threads.
    for (let n = 0; n < 5; n += 1)
      await pool.render(releasesNumber(n), {
        url: '/',
        language: 'es-ES',
        mobile: false,
        publicOrigin: 'http://shop.test',
      });
    const before = await settledRss();
    for (let n = 5; n < 55; n += 1) {
      const page = await pool.render(releasesNumber(n), {
        url: '/',
        language: 'es-ES',
        mobile: false,
        publicOrigin: 'http://shop.test',
      });
      expect(page?.html).toContain(`release-${n}`);
    }
    const after = await settledRss();
    // 50 generations held in one process would keep 800 MB; ended workers free theirs.
    expect((after - before) / MB).toBeLessThan(120);
  }, 120_000);

  it('lets the browser render a page the workers cannot (no renderer): undefined, never a throw', async () => {
    const broken = new RenderPool({
      rendererFile: path.join(__dirname, 'testing', 'missing.cjs'),
      origin: 'http://127.0.0.1:1',
      apiBaseUrl: 'http://127.0.0.1:1/api',
      workers: 1,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      broken.render(releasesNumber(1), {
        url: '/',
        language: 'es-ES',
        mobile: false,
        publicOrigin: 'http://shop.test',
      }),
    ).resolves.toBeUndefined();
    warn.mockRestore();
    await broken.close();
  });
});
