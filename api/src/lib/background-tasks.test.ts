import { type FastifyBaseLogger } from 'fastify';
import { BackgroundTasks } from './background-tasks';

const logger = () => ({ error: jest.fn() });

describe('BackgroundTasks', () => {
  it('runs work after the caller returns and lets idle() wait for it, also for work it starts', async () => {
    const tasks = new BackgroundTasks();
    const log = logger() as unknown as FastifyBaseLogger;
    const done: string[] = [];
    tasks.run(log, 'first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('first');
      tasks.run(log, 'second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of throwing it', async () => {
    const tasks = new BackgroundTasks();
    const log = logger();
    tasks.run(log as unknown as FastifyBaseLogger, 'mail', async () => {
      throw new Error('SMTP down');
    });
    await expect(tasks.idle()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'mail failed');
  });
});
