import { type ApiResult } from 'shared-contracts';
import { ReadFailure, answerData, answerDataOrNull } from './answer-data';

type Result = ApiResult<{ id: number }>;
const ok: Result = { kind: 'ok', status: 200, data: { id: 1 } };
const notFound: Result = { kind: 'errors', status: 404, errors: { product: ['Not found'] } };
const serverError: Result = { kind: 'errors', status: 500, errors: { server: ['Internal error'] } };
const offline: Result = { kind: 'network-error', message: 'Failed to fetch' };

describe('answerData', () => {
  it('gives the data of an answer', () => {
    expect(answerData(ok)).toEqual({ id: 1 });
  });

  it.each([
    ['no answer', offline],
    ['a server error', serverError],
    ['a 404', notFound],
  ])('throws a ReadFailure holding the result for %s', (_case, result) => {
    expect(() => answerData(result)).toThrow(ReadFailure);
    expect(() => answerData(result)).toThrow(expect.objectContaining({ result }));
  });
});

describe('answerDataOrNull', () => {
  it('gives the data of an answer, and null for the statuses the page shows as such', () => {
    expect(answerDataOrNull(ok, [404])).toEqual({ id: 1 });
    expect(answerDataOrNull(notFound, [403, 404])).toBeNull();
  });

  it('throws for any other status and for no answer', () => {
    expect(() => answerDataOrNull(serverError, [404])).toThrow(ReadFailure);
    expect(() => answerDataOrNull(offline, [404])).toThrow(ReadFailure);
  });
});
