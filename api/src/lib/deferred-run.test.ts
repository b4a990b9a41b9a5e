import { type FastifyBaseLogger } from 'fastify';
import { BackgroundTasks } from './background-tasks';
import { DeferredRun } from './deferred-run';

const log = { error: jest.fn() } as unknown as FastifyBaseLogger;

describe('DeferredRun', () => {
  it('runs once, the delay after the first ask, for every ask made while it waits', async () => {
    const runs: number[] = [];
    const asked = Date.now();
    const run = new DeferredRun(new BackgroundTasks(), 'work', 50, async () => {
      runs.push(Date.now() - asked);
    });
    run.ask(log);
    run.ask(log);
    await new Promise((resolve) => setTimeout(resolve, 20));
    run.ask(log);
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThanOrEqual(45);

    run.ask(log);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toHaveLength(2);
  });

  it('idle() starts a waiting run at once and waits for it', async () => {
    let done = false;
    const run = new DeferredRun(new BackgroundTasks(), 'work', 60_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done = true;
    });
    run.ask(log);
    const started = Date.now();
    await run.idle();
    expect(done).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(run.idle()).resolves.toBeUndefined();
  });
});
