/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, hydratePageData } from '../data/page-data';
import { jsonDataBlock } from './json-data-block';
import { pageDataBlock } from './page-data-block';

const HOSTILE = '</script><script>alert(1)</script>';

describe('the page data the server writes into the page', () => {
  it('cannot close its element or be read as markup, whatever a value holds', () => {
    const block = jsonDataBlock('x', { name: HOSTILE, note: 'a & b > c \u2028 d' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toMatch(/<script>alert/);
    expect(block).toMatch(/^<script type="application\/json" id="x">/);
    const json = block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ name: HOSTILE, note: 'a & b > c \u2028 d' });
  });

  it('comes back in the browser as the same cache, and only once', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['product', 'es', 7], queryFn: () => ({ name: HOSTILE }) });
    document.body.innerHTML = pageDataBlock(server);
    expect(document.getElementById(PAGE_DATA_ID)?.getAttribute('type')).toBe('application/json');

    const browser = new QueryClient();
    hydratePageData(browser);
    expect(browser.getQueryData(['product', 'es', 7])).toEqual({ name: HOSTILE });
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(document.scripts).toHaveLength(0);
  });

  it('writes only what loaded: a failed read is left for the browser', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ['broken'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    document.body.innerHTML = pageDataBlock(server);
    const browser = new QueryClient();
    hydratePageData(browser);
    expect(browser.getQueryState(['broken'])).toBeUndefined();
  });

  it('hydrates nothing from a broken block, and says so without throwing', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{oops</script>`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = new QueryClient();
    expect(() => hydratePageData(browser)).not.toThrow();
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
