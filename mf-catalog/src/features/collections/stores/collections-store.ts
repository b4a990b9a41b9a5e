import { type ApiResult, type CollectionAnswer, type Language, apiLanguage } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { proxy } from 'valtio/vanilla';
import { getCollection } from '../api/get-collection';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: CollectionAnswer }
  /** The API knows no collection by this slug. */
  | { status: 'not-found' }
  /** No usable answer: offline, a server error, or an answer that breaks the contract. */
  | { status: 'failed' };

/** Every collection asked for, by language and slug ('es:lamparas'): the home page shows four at once. */
export const collectionsState = proxy<{ collections: Record<string, CollectionState> }>({ collections: {} });

/** The key of a collection in the store. */
export function collectionStateKey(slug: string, language: Language): string {
  return `${apiLanguage(language)}:${slug}`;
}

function toState(result: ApiResult<CollectionAnswer>): CollectionState {
  if (result.kind === 'ok') return { status: 'ready', collection: result.data };
  if (result.kind === 'errors' && result.status === 404) return { status: 'not-found' };
  return { status: 'failed' };
}

const inFlight = new Map<string, AbortController>();

/**
 * Loads a collection in a language (again on a retry). One already shown stays while it is
 * refreshed (a revisit, the home page after a collection page) and through a failed
 * refresh; a new one shows placeholders. A newer load of the same one supersedes the
 * older, whose answer is then dropped.
 */
export async function loadCollection(slug: string, language: Language): Promise<void> {
  const key = collectionStateKey(slug, language);
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  const shown = collectionsState.collections[key];
  if (shown?.status !== 'ready') collectionsState.collections[key] = { status: 'loading' };

  const result = await getCollection(apiClient(), slug, language, controller.signal);
  if (inFlight.get(key) !== controller) return;
  inFlight.delete(key);
  const next = toState(result);
  if (next.status !== 'failed' || shown?.status !== 'ready') collectionsState.collections[key] = next;
}

/** Drops the load of a collection no longer shown (its answer will not be kept). */
export function abandonCollection(slug: string, language: Language): void {
  const key = collectionStateKey(slug, language);
  inFlight.get(key)?.abort();
  inFlight.delete(key);
}
