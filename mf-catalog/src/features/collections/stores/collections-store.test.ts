import { fakeApi, fakeCollectionsApi, installApi } from 'remote-kit/testing';
import { getCollectionCall } from 'shared-contracts';
import { collectionsState, loadCollection } from './collections-store';

const shown = (key: string) => collectionsState.collections[key];

beforeEach(() => {
  collectionsState.collections = {};
});

describe('loadCollection', () => {
  it('keeps each collection by language and slug, loading until its answer arrives', async () => {
    installApi(fakeCollectionsApi());
    const lamps = loadCollection('lamparas', 'es-ES');
    const decor = loadCollection('decor', 'en-US');
    expect(shown('es:lamparas')).toEqual({ status: 'loading' });
    await Promise.all([lamps, decor]);
    expect(shown('es:lamparas')).toMatchObject({ status: 'ready', collection: { name: 'Lámparas' } });
    expect(shown('en:decor')).toMatchObject({ status: 'ready', collection: { name: 'Decor' } });
  });

  it('tells a collection the API does not know from one it could not load', async () => {
    installApi(fakeCollectionsApi(({ slug }) => (slug === 'lamps' ? 'not-found' : 'server-error')));
    await loadCollection('lamps', 'en-US');
    await loadCollection('decor', 'en-US');
    expect(shown('en:lamps')).toEqual({ status: 'not-found' });
    expect(shown('en:decor')).toEqual({ status: 'failed' });
  });

  it('keeps a collection on screen while it is refreshed, and through a failed refresh', async () => {
    let outcome: 'ok' | 'network-error' = 'ok';
    installApi(fakeCollectionsApi(() => outcome));
    await loadCollection('lamparas', 'es-ES');
    outcome = 'network-error';
    const refresh = loadCollection('lamparas', 'es-ES');
    expect(shown('es:lamparas')?.status).toBe('ready');
    await refresh;
    expect(shown('es:lamparas')?.status).toBe('ready');
  });

  it('drops the answer of a load superseded by a newer one', async () => {
    const answers: Array<() => void> = [];
    let count = 0;
    installApi(
      fakeApi().on(getCollectionCall, async () => {
        count += 1;
        const name = `Lámparas ${count}`;
        await new Promise<void>((resolve) => answers.push(resolve));
        return { name, type_products: [] };
      }),
    );
    const first = loadCollection('lamparas', 'es-ES');
    const second = loadCollection('lamparas', 'es-ES');
    answers.forEach((answer) => answer());
    await Promise.all([first, second]);
    expect(shown('es:lamparas')).toMatchObject({ status: 'ready', collection: { name: 'Lámparas 2' } });
  });
});
