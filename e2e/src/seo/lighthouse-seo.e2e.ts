// Issue 25, point 7: Lighthouse's SEO audit (its own CLI, on Debian's Chromium) scores the home
// page, a listing and a product page 100. The full figures, with performance, are `npm run bench`.
import { runSeoAudit } from 'bench/lighthouse-run';
import { baseUrl } from 'tooling-testing/browser';
import { serverRenderedPage } from '../support/server-rendered';

jest.setTimeout(240_000);

const PAGES = ['/', '/type_products/sofas', '/products/3'];

beforeAll(async () => {
  for (const path of PAGES)
    await serverRenderedPage(new URL(path, baseUrl()).href, {}, { remoteRendered: true, timeoutMs: 60_000 });
});

describe('Lighthouse SEO', () => {
  it.each(PAGES)('scores %s 100', async (path) => {
    const audit = await runSeoAudit(new URL(path, baseUrl()).href);
    expect({ path, ...audit }).toEqual({ path, score: 100, failed: [] });
  });
});
