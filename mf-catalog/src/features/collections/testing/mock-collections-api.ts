import { setApiClient } from '../../../shared/api-client';
import { fakeApi } from '../../../shared/testing/fake-api';
import { findCollectionKey } from '../collection-slugs';
import { collectionAnswer } from './collection-fixtures';

export type Outcome = 'ok' | 'not-found' | 'server-error' | 'network-error' | 'bad-response';

interface Call {
  slug: string;
  language: string | null;
}

const notFound = (slug: string) => ({
  status: 404,
  body: { errors: { collection: [`No existe la colección «${slug}»`] } },
});

/**
 * Puts the collections API behind the catalogue's client: known slugs answer in the asked
 * language, any other a 404 with per-field errors, as the real API does. `outcome` picks a
 * failure per call instead.
 */
export function mockCollectionsApi(outcome: (call: Call) => Outcome = () => 'ok') {
  const calls: Call[] = [];
  const api = fakeApi((request) => {
    const slug = decodeURIComponent(/^\/collections\/([^/]+)$/.exec(request.path)?.[1] ?? '');
    const call = { slug, language: request.query.get('language') };
    calls.push(call);
    const key = findCollectionKey(slug);
    switch (outcome(call)) {
      case 'network-error':
        throw new TypeError('Failed to fetch');
      case 'server-error':
        return { status: 500, body: { errors: { server: ['Internal error'] } } };
      case 'bad-response':
        return { body: { name: 'Muebles', type_products: [{ name: 'sofas' }] } };
      case 'not-found':
        return notFound(slug);
      default:
        return key ? { body: collectionAnswer(key, call.language === 'en' ? 'en' : 'es') } : notFound(slug);
    }
  });
  setApiClient(api.client);
  return { calls };
}
