import { useCallback, useEffect, useState } from 'react';
import { type Language } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import {
  type CollectionState,
  abandonCollection,
  collectionStateKey,
  collectionsState,
  loadCollection,
} from './stores/collections-store';

const LOADING: CollectionState = { status: 'loading' };

/** A collection in a language from the store; loaded when either changes, or on retry. */
export function useCollection(slug: string, language: Language) {
  const { collections } = useSnapshot(collectionsState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void loadCollection(slug, language);
    return () => abandonCollection(slug, language);
  }, [slug, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = (collections[collectionStateKey(slug, language)] as CollectionState | undefined) ?? LOADING;
  return { state, retry };
}
