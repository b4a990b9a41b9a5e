import { NotRenderedError, PageQueue } from './page-queue';

/** A task that runs until `finish` is called, noting when it started. */
function heldTask(started: string[], name: string) {
  let finish = () => undefined as void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const never = () => new AbortController().signal;

describe('the render queue', () => {
  it('renders at most its slots at once and lets the others in, in the order they came', async () => {
    const queue = new PageQueue(2, 10_000);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task, never()));
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    tasks[1]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    // A page arriving as a slot frees waits behind those already waiting.
    tasks[0]!.finish();
    const late = heldTask(started, 'e');
    const lateResult = queue.run(late.task, never());
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    tasks[2]!.finish();
    tasks[3]!.finish();
    late.finish();
    await expect(Promise.all([...results, lateResult])).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting page whose visitor left or whose budget ran out: it never renders', async () => {
    const queue = new PageQueue(1, 10_000);
    const started: string[] = [];
    const first = heldTask(started, 'first');
    const gone = heldTask(started, 'gone');
    const next = heldTask(started, 'next');
    const leaving = new AbortController();
    const firstResult = queue.run(first.task, never());
    const goneResult = queue.run(gone.task, leaving.signal);
    const nextResult = queue.run(next.task, never());

    leaving.abort();
    await expect(goneResult).rejects.toBeInstanceOf(NotRenderedError);
    first.finish();
    next.finish();
    await expect(Promise.all([firstResult, nextResult])).resolves.toEqual(['first', 'next']);
    expect(started).toEqual(['first', 'next']);
  });

  it('refuses at once a page that would wait longer than it may, at the pace pages finish', async () => {
    // One slot, pages taking about 100 ms: a page behind two others would wait about 200 ms.
    const queue = new PageQueue(1, 150, 100);
    const started: string[] = [];
    const running = heldTask(started, 'running');
    const waiting = heldTask(started, 'waiting');
    const results = [queue.run(running.task, never()), queue.run(waiting.task, never())];
    await expect(queue.run(heldTask(started, 'refused').task, never())).rejects.toThrow(
      new NotRenderedError('the workers are busy (1 waiting)'),
    );
    running.finish();
    waiting.finish();
    await Promise.all(results);
    expect(started).toEqual(['running', 'waiting']);
  });

  it('starts nothing for a page whose visitor left before it was queued', async () => {
    const queue = new PageQueue(1, 10_000);
    const left = new AbortController();
    left.abort();
    const task = jest.fn(async () => 'page');
    await expect(queue.run(task, left.signal)).rejects.toBeInstanceOf(NotRenderedError);
    expect(task).not.toHaveBeenCalled();
  });
});
