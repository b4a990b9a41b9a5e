import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CollectionAnswer, type Language } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { type Lookup } from '../../shared/lookup';
import { collectionQuery } from './collection-query';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: CollectionAnswer }
  /** The API knows no collection by this slug. */
  | { status: 'not-found' }
  /** No usable answer: offline, a server error, or an answer that breaks the contract. */
  | { status: 'failed' };

/** A collection already shown stays through a failed refresh; a retry shows placeholders again. */
function stateOf(data: Lookup<CollectionAnswer> | undefined, failed: boolean): CollectionState {
  if (data?.kind === 'found') return { status: 'ready', collection: data.data };
  if (data?.kind === 'not-found') return { status: 'not-found' };
  return failed ? { status: 'failed' } : { status: 'loading' };
}

/** A collection in a language, by its slug in that language; `retry` asks for it again. */
export function useCollection(slug: string, language: Language) {
  const { data, isError, isFetching, refetch } = useQuery(collectionQuery(apiClient(), slug, language));
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: stateOf(data, isError && !isFetching), retry };
}
