import { type AddressInfo, createServer, type Socket } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { MIGRATION_NAMES } from '../db/migrate';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-database';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwaway-postgres';
import { Readiness } from './health-readiness';

// Issue 27, item 3: liveness and readiness for balancers and orchestrators. Readiness fails
// while a check does (the database, its migrations, the catalogue's LISTEN) and from the
// moment a graceful stop begins (shutdown.test.ts drives the signal itself); liveness holds.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probe(app: FastifyInstance, which: 'live' | 'ready') {
  const response = await app.inject({ url: `/api/health/${which}` });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** Probes readiness until `accept` takes its answer, or fails after `ms`. */
async function readinessUntil(
  app: FastifyInstance,
  ms: number,
  accept: (answer: Awaited<ReturnType<typeof probe>>) => boolean,
) {
  const deadline = Date.now() + ms;
  let answer = await probe(app, 'ready');
  while (!accept(answer)) {
    if (Date.now() > deadline) throw new Error(`readiness still ${JSON.stringify(answer)} after ${ms} ms`);
    await sleep(20);
    answer = await probe(app, 'ready');
  }
  return answer;
}

const NEWEST_MIGRATION = MIGRATION_NAMES.at(-1)!;

describe('the health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('answers ready, live and, as always, /api/health', async () => {
    expect(await probe(t.app, 'ready')).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await probe(t.app, 'live')).toEqual({ status: 200, body: { status: 'live' } });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration this code knows has not run, and ready again once it has', async () => {
    const [applied] = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration
      where name = ${NEWEST_MIGRATION}`
      .execute(t.db)
      .then(({ rows }) => rows);
    await sql`delete from kysely_migration where name = ${NEWEST_MIGRATION}`.execute(t.db);
    try {
      expect(await probe(t.app, 'ready')).toEqual({
        status: 503,
        body: { status: 'not_ready', failing: ['migrations'] },
      });
      expect((await probe(t.app, 'live')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${applied!.name}, ${applied!.timestamp})`.execute(
        t.db,
      );
    }
    expect((await probe(t.app, 'ready')).status).toBe(200);
  });

  it('fails readiness at once when draining, while every request is still served and liveness holds', async () => {
    // A second instance on the same database: draining cannot be undone.
    const app = await buildApp(testConfig(), { database: t.database });
    try {
      app.drain.begin();
      expect(await probe(app, 'ready')).toEqual({
        status: 503,
        body: { status: 'not_ready', failing: ['draining'] },
      });
      expect(await probe(app, 'live')).toEqual({ status: 200, body: { status: 'live' } });
      expect((await app.inject({ url: '/api/type_products/sofas?language=es' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect((await probe(t.app, 'ready')).status).toBe(200);
  });

  it('is not ready while the catalogue caches do not follow changes; every failing check is named', async () => {
    let listening = false;
    const readiness = new Readiness({
      db: t.db,
      catalogueListening: () => listening,
      draining: () => true,
      migrations: [...MIGRATION_NAMES, '9999-not-yet'],
    });
    expect(await readiness.failing()).toEqual(['migrations', 'catalogue', 'draining']);
    listening = true;
    expect(await readiness.failing()).toEqual(['migrations', 'draining']);
  });

  const onPostgres = testDatabaseUrl() ? it : it.skip;
  onPostgres(
    'is not ready while the catalogue’s LISTEN connection is down, and ready once it is back',
    async () => {
      // The listener reconnects a second after a drop (lib/pg-listener.ts): readiness fails meanwhile.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`.execute(t.db);
      expect(await readinessUntil(t.app, 2000, ({ status }) => status === 503)).toEqual({
        status: 503,
        body: { status: 'not_ready', failing: ['catalogue'] },
      });
      await readinessUntil(t.app, 10_000, ({ status }) => status === 200);
    },
  );
});

describe('readiness when the database does not answer', () => {
  it('says so within its deadline, however many probes ask at once, with one query in flight', async () => {
    // A "database" that takes connections and never says a word: the pool waits 10 s for it.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({ kind: 'postgres', url: `postgres://shop@127.0.0.1:${port}/shop` });
    try {
      const readiness = new Readiness({
        db: database.db,
        catalogueListening: () => true,
        draining: () => false,
        databaseTimeoutMs: 300,
      });
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => readiness.failing()));
      expect(answers).toEqual(Array.from({ length: 5 }, () => ['database']));
      expect(Date.now() - started).toBeLessThan(2000);
      // The next probe, the first query still waiting, asks nothing more of the database.
      expect(await readiness.failing()).toEqual(['database']);
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await database.close().catch(() => undefined);
      silent.close();
    }
  });
});

// PostgreSQL stopping and starting again: a server of the test's own (throwaway-postgres.ts).
const describeWhenPostgresStops = testDatabaseUrl() && postgresBinDir() ? describe : describe.skip;

describeWhenPostgresStops('readiness while PostgreSQL is down', () => {
  let postgres: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  jest.setTimeout(120_000);

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    app = await buildApp(testConfig({ seedProducts: 30 }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await postgres?.destroy();
  });

  it('fails while PostgreSQL is down, each probe answering in time, and is ready again once it is back', async () => {
    expect((await probe(app, 'ready')).status).toBe(200);
    await postgres.stop('immediate');
    const seen = new Set<string>();
    const down = await readinessUntil(app, 10_000, ({ status, body }) => {
      for (const check of (body as { failing?: string[] }).failing ?? []) seen.add(check);
      return status === 503 && seen.has('database') && seen.has('catalogue');
    });
    expect(down.body).toMatchObject({ status: 'not_ready' });
    // Each probe answers within the database's deadline, whatever the pool does meanwhile.
    const started = Date.now();
    expect((await probe(app, 'ready')).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await probe(app, 'live')).status).toBe(200);

    await postgres.start();
    expect(await readinessUntil(app, 20_000, ({ status }) => status === 200)).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
  });
});
