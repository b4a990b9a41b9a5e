import { type ApiResult } from 'shared-contracts';
import { ApiReadError, toLookup } from './lookup';

describe('toLookup', () => {
  it('keeps an answer as found data', () => {
    expect(toLookup({ kind: 'ok', status: 200, data: { id: 3 } }, [404])).toEqual({
      kind: 'found',
      data: { id: 3 },
    });
  });

  it('keeps the statuses that say the thing does not exist as data', () => {
    const notFound: ApiResult<never> = {
      kind: 'errors',
      status: 404,
      errors: { product: ['Product not found'] },
    };
    expect(toLookup(notFound, [404])).toEqual({ kind: 'not-found' });
    expect(toLookup({ ...notFound, status: 400 }, [404, 400])).toEqual({ kind: 'not-found' });
  });

  it.each<[string, ApiResult<never>]>([
    ['a refusal it was not told about', { kind: 'errors', status: 400, errors: { id: ['bad'] } }],
    ['a server error', { kind: 'bad-response', status: 503, message: 'HTTP 503' }],
    ['no answer', { kind: 'network-error', message: 'Failed to fetch' }],
  ])('throws on %s, so the query fails', (_name, failure) => {
    expect(() => toLookup(failure, [404])).toThrow(ApiReadError);
  });
});
