import { QueryClient } from '@tanstack/react-query';
import { collectionRequests, fakeCollectionsApi } from 'remote-kit/testing';
import { ApiReadError } from '../../shared/lookup';
import { collectionQuery } from './collection-query';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('collectionQuery', () => {
  it('asks for a collection by its slug in the API’s language', async () => {
    const api = fakeCollectionsApi();
    const data = await queryClient().fetchQuery(collectionQuery(api.client(), 'lamparas', 'es-ES'));
    expect(data).toMatchObject({ kind: 'found', data: { name: 'Lámparas' } });
    expect(collectionRequests(api)).toEqual([{ slug: 'lamparas', language: 'es' }]);
  });

  it('keys the slug and the language', () => {
    const key = (slug: string, language: 'es-ES' | 'en-US') =>
      JSON.stringify(collectionQuery(fakeCollectionsApi().client(), slug, language).queryKey);
    expect(new Set([key('lamps', 'en-US'), key('lamps', 'es-ES'), key('decor', 'en-US')]).size).toBe(3);
  });

  it('holds a collection the API does not know as not-found data', async () => {
    const api = fakeCollectionsApi(() => 'not-found');
    await expect(queryClient().fetchQuery(collectionQuery(api.client(), 'lamps', 'en-US'))).resolves.toEqual({
      kind: 'not-found',
    });
  });

  it.each(['network-error', 'server-error', 'bad-response'] as const)('fails on a %s', async (failure) => {
    const api = fakeCollectionsApi(() => failure);
    await expect(
      queryClient().fetchQuery(collectionQuery(api.client(), 'lamps', 'en-US')),
    ).rejects.toBeInstanceOf(ApiReadError);
  });
});
