import { QueryClient } from '@tanstack/react-query';
import { type ApiResult } from 'shared-contracts';
import { productSummary, searchInfo } from 'remote-kit/testing';
import { ApiReadError } from '../../shared/lookup';
import { type BrowseAnswer, browseRequestOf, browseResultsQuery } from './browse-results-query';
import { type ListingRequest } from './listing-request';
import { previousAnswerToKeep } from './previous-answer';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const answer = (ids: number[]): BrowseAnswer => ({
  products: ids.map((id) => productSummary(id)),
  info: searchInfo({ price_min: 49, price_max: 2349 }),
});
const ok = (data: BrowseAnswer): ApiResult<BrowseAnswer> => ({ kind: 'ok', status: 200, data });

describe('browseResultsQuery', () => {
  it('calls with the request and the query’s signal, keyed by scope and request', async () => {
    const call = jest.fn(async () => ok(answer([1, 2])));
    const request: ListingRequest = { page: 2, language: 'en' };
    const query = browseResultsQuery(['type-products', 'vases'], call, request);
    expect(query.queryKey).toEqual(['catalog', 'type-products', 'vases', request]);
    expect(browseRequestOf(query.queryKey)).toBe(request);
    const data = await queryClient().fetchQuery(query);
    expect(data).toEqual({ kind: 'found', data: answer([1, 2]) });
    expect(call).toHaveBeenCalledWith(request, expect.any(AbortSignal));
  });

  it('holds an unknown category as not-found data, and fails on anything else', async () => {
    const request: ListingRequest = { page: 1, language: 'es' };
    const notFound = browseResultsQuery(
      ['x'],
      async () => ({ kind: 'errors', status: 404, errors: {} }),
      request,
    );
    await expect(queryClient().fetchQuery(notFound)).resolves.toEqual({ kind: 'not-found' });
    const offline = browseResultsQuery(
      ['x'],
      async () => ({ kind: 'network-error', message: 'offline' }),
      request,
    );
    await expect(queryClient().fetchQuery(offline)).rejects.toBeInstanceOf(ApiReadError);
  });
});

describe('previousAnswerToKeep', () => {
  const keyFor = (request: Partial<ListingRequest>) => ({
    queryKey: ['catalog', 'sales', { page: 1, language: 'es', ...request }],
  });
  const found = (ids: number[]) => ({ kind: 'found', data: answer(ids) }) as const;

  it('keeps the previous answer on screen while the next one loads', () => {
    expect(previousAnswerToKeep(found([1]), keyFor({ page: 1 }))).toEqual(found([1]));
    expect(previousAnswerToKeep(found([1]), keyFor({ page: 1, price_min: 100, price_max: 900 }))).toEqual(
      found([1]),
    );
  });

  it('keeps nothing that would mislead: no answer, not-found, an empty page', () => {
    expect(previousAnswerToKeep(undefined, undefined)).toBeUndefined();
    expect(previousAnswerToKeep({ kind: 'not-found' }, keyFor({ page: 1 }))).toBeUndefined();
    expect(previousAnswerToKeep(found([]), keyFor({ page: 999 }))).toBeUndefined();
  });

  it('never keeps the answer to a URL range that reaches past the price limits (it is being fitted)', () => {
    expect(previousAnswerToKeep(found([1]), keyFor({ price_min: 0, price_max: 4000 }))).toBeUndefined();
    expect(previousAnswerToKeep(found([1]), keyFor({ price_min: 3000, price_max: 4000 }))).toBeUndefined();
  });
});
