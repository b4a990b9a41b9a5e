import { ProductBatch } from './product-batch';

interface Row {
  id: number;
}

/** A load whose answers the test releases, recording the ids of each call. */
function controlledLoad() {
  const calls: number[][] = [];
  const answers: ((rows: Row[] | Error) => void)[] = [];
  const load = (ids: readonly number[]) => {
    calls.push([...ids]);
    return new Promise<Row[]>((resolve, reject) =>
      answers.push((rows) => (rows instanceof Error ? reject(rows) : resolve(rows))),
    );
  };
  return { calls, answers, load };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('ProductBatch', () => {
  it('asks once for the look-ups of one turn, and answers a missing id with undefined', async () => {
    const { calls, answers, load } = controlledLoad();
    const batch = new ProductBatch<Row>(load);
    const found = [batch.get(1), batch.get(2), batch.get(1)];
    await turn();
    expect(calls).toEqual([[1, 2]]);
    answers[0]!([{ id: 1 }]);
    expect(await Promise.all(found)).toEqual([{ id: 1 }, undefined, { id: 1 }]);
  });

  it('gathers the look-ups made while a query is in flight into the next one', async () => {
    const { calls, answers, load } = controlledLoad();
    const batch = new ProductBatch<Row>(load);
    const first = batch.get(1);
    await turn();
    const later = [batch.get(2)];
    await turn();
    later.push(batch.get(3));
    await turn();
    expect(calls).toEqual([[1]]);
    answers[0]!([{ id: 1 }]);
    await first;
    await turn();
    expect(calls).toEqual([[1], [2, 3]]);
    answers[1]!([{ id: 2 }, { id: 3 }]);
    expect(await Promise.all(later)).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('fails the look-ups of a failed query only, and goes on', async () => {
    const { calls, answers, load } = controlledLoad();
    const batch = new ProductBatch<Row>(load);
    const failed = batch.get(1);
    await turn();
    const next = batch.get(2);
    answers[0]!(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await turn();
    expect(calls).toEqual([[1], [2]]);
    answers[1]!([{ id: 2 }]);
    expect(await next).toEqual({ id: 2 });
  });
});
