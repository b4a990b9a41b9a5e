import { useCallback, useEffect, useState } from 'react';
import { type ApiResult, type CollectionAnswer, type Language } from 'shared-contracts';
import { apiClient } from '../../shared/api-client';
import { getCollection } from './api/get-collection';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: CollectionAnswer }
  /** The API knows no collection by this slug. */
  | { status: 'not-found' }
  /** No usable answer: offline, a server error, or an answer that breaks the contract. */
  | { status: 'failed' };

function toState(result: ApiResult<CollectionAnswer>): CollectionState {
  if (result.kind === 'ok') return { status: 'ready', collection: result.data };
  if (result.kind === 'errors' && result.status === 404) return { status: 'not-found' };
  return { status: 'failed' };
}

/** Loads a collection in a language; loads again when either changes, or on retry. */
export function useCollection(slug: string, language: Language) {
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void getCollection(apiClient(), slug, language, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(toState(result));
    });
    return () => controller.abort();
  }, [slug, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
