import { apiClient } from 'remote-kit';
import { defineCall, getBus } from 'shared-contracts';
import { z } from 'zod';
import { start } from './service';

const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: 'none',
  summary: 'Whether the API is up, for this test',
  tag: 'test',
  answer: z.object({ status: z.literal('ok') }),
  errors: [],
});

describe('the mf-backoffice service', () => {
  it('points this bundle’s API client at the base the shell gives, and stops cleanly', async () => {
    // jsdom has no fetch: an answer with what the client reads of one.
    const fetch = jest.fn(
      async () => ({ ok: true, status: 200, text: async () => '{"status":"ok"}' }) as Response,
    );
    const pageFetch = globalThis.fetch;
    globalThis.fetch = fetch;
    const stop = start({ bus: getBus(), apiBaseUrl: 'https://shop.example/api' });
    await expect(apiClient().call(healthCall, {})).resolves.toMatchObject({ kind: 'ok' });
    expect(fetch).toHaveBeenCalledWith('https://shop.example/api/health', expect.anything());
    expect(() => stop()).not.toThrow();
    globalThis.fetch = pageFetch;
  });
});
