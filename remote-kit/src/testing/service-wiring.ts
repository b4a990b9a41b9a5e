// Tests only: what every remote's `./service` owes the shell, checked the same way in each.
import { type RemoteServiceContext, defineCall, getBus } from 'shared-contracts';
import { z } from 'zod';
import { apiClient } from '../http/api-client';

const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: 'none',
  summary: 'Whether the API is up, for this test',
  tag: 'test',
  answer: z.object({ status: z.literal('ok') }),
  errors: [],
});

/**
 * Starts the service with an API base, checks that this bundle's API client calls it, and
 * that the service stops cleanly.
 */
export async function expectServiceWiresApiBase(
  start: (context: RemoteServiceContext) => () => void,
): Promise<void> {
  // jsdom has no fetch: an answer with what the client reads of one.
  const fetch = jest.fn(
    async () => ({ ok: true, status: 200, text: async () => '{"status":"ok"}' }) as Response,
  );
  const pageFetch = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    const stop = start({ bus: getBus(), apiBaseUrl: 'https://shop.example/api' });
    await expect(apiClient().call(healthCall, {})).resolves.toMatchObject({ kind: 'ok' });
    expect(fetch).toHaveBeenCalledWith('https://shop.example/api/health', expect.anything());
    expect(() => stop()).not.toThrow();
  } finally {
    globalThis.fetch = pageFetch;
  }
}
