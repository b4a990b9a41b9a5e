import Fastify, { type FastifyInstance } from 'fastify';
import { sweepInTheBackground } from '../http/background-sweep';
import { BackgroundTasks } from '../lib/background-tasks';
import { ShopMetrics } from './shop-metrics';

// Sweeps counted by name as they start, and a run that fails (a sweep never rejects: its
// failure is logged, as lib/background-tasks.ts does) counted once, whatever it logs.

const HOUR = 3_600_000;

function appWithMetrics(): { app: FastifyInstance; metrics: ShopMetrics } {
  const app = Fastify({ logger: { level: 'silent' } });
  const metrics = new ShopMetrics(
    { caches: () => [], owedMails: async () => ({ orderConfirmations: 0, passwordResets: 0 }) },
    [],
  );
  app.decorate('metrics', metrics);
  return { app, metrics };
}

async function sampleOf(metrics: ShopMetrics, series: string): Promise<number | undefined> {
  const line = (await metrics.exposition()).split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

it('counts each sweep run by name, and a run that logs errors as one failure', async () => {
  const { app, metrics } = appWithMetrics();
  const tasks = new BackgroundTasks();
  sweepInTheBackground(
    app,
    {
      sweep: (log) =>
        tasks.run(log, 'owed things', async () => {
          log.error('one owed thing failed');
          throw new Error('and the sweep with it');
        }),
      idle: () => tasks.idle(),
    },
    HOUR,
    'owed-things',
  );
  sweepInTheBackground(app, { sweep: () => undefined, idle: async () => undefined }, HOUR, 'owed-things');
  await app.ready();
  await tasks.idle();
  try {
    expect(await sampleOf(metrics, 'shop_sweeps_total{sweep="owed-things"}')).toBe(1);
    expect(await sampleOf(metrics, 'shop_sweep_failures_total{sweep="owed-things"}')).toBe(1);
    // The second sweep of one name is told apart, and its run did not fail.
    expect(await sampleOf(metrics, 'shop_sweeps_total{sweep="owed-things-2"}')).toBe(1);
    expect(await sampleOf(metrics, 'shop_sweep_failures_total{sweep="owed-things-2"}')).toBe(0);
  } finally {
    await app.close();
  }
});

it('sweeps as before in an app without metrics', async () => {
  const app = Fastify({ logger: false });
  let runs = 0;
  sweepInTheBackground(app, { sweep: () => void runs++, idle: async () => undefined }, HOUR, 'runs');
  await app.ready();
  await app.close();
  expect(runs).toBe(1);
});
