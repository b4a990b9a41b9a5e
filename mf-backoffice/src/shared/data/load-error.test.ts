import { type FailedResult, LoadError, dataOf, isUnreachable } from './load-error';

describe('a read’s failure', () => {
  it('gives the answer’s data', () => {
    expect(dataOf({ kind: 'ok', status: 200, data: { id: 1 } })).toEqual({ id: 1 });
  });

  it('throws anything else as a LoadError holding the outcome', () => {
    const refused: FailedResult = { kind: 'errors', status: 500, errors: { server: ['Internal error'] } };
    expect(() => dataOf(refused)).toThrow(LoadError);
    expect(() => dataOf(refused)).toThrow('HTTP 500');
    expect(() => dataOf(refused)).toThrow(expect.objectContaining({ result: refused }));
  });

  it('tells a missing answer (offline) from a wrong one', () => {
    const offline = new LoadError({ kind: 'network-error', message: 'Failed to fetch' });
    expect(offline.message).toBe('Failed to fetch');
    expect(isUnreachable(offline)).toBe(true);
    expect(isUnreachable(new LoadError({ kind: 'bad-response', status: 502, message: 'HTTP 502' }))).toBe(false);
    expect(isUnreachable(new Error('Failed to fetch'))).toBe(false);
  });
});
