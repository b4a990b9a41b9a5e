import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { types } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { isDatabaseUnavailable } from './connection-errors';
import { type DatabaseHandle, openDatabase } from './database';
import { PGliteThread } from './pglite-thread';

// PGlite in a worker thread (pglite-thread.ts, pglite-worker.ts) behind the same Kysely
// dialect as in-process PGlite: one session, so transactions, prepared statements and
// LISTEN/NOTIFY work as before, while this thread's event loop stays free during a query.

let thread: PGliteThread;
let database: DatabaseHandle;

beforeAll(async () => {
  thread = await PGliteThread.open();
  database = await openDatabase({ kind: 'pglite', pglite: thread });
  await sql`create table items (id int primary key, name text not null, seen_at timestamptz)`.execute(
    database.db,
  );
});
afterAll(() => database?.close());

const db = () => database.db;
const names = async () =>
  (await sql<{ name: string }>`select name from items order by id`.execute(db())).rows.map((row) => row.name);
const insert = (id: number, name: string) => sql`insert into items (id, name) values (${id}, ${name})`;

describe('PGlite in a worker thread', () => {
  it('answers rows with their types: int, text, timestamptz as a Date, json parsed', async () => {
    const { rows } = await sql<{ n: number; t: string; at: Date; j: { a: number[] } }>`
      select 42::int as n, 'señal'::text as t, '2024-05-06T07:08:09.123Z'::timestamptz as at,
        '{"a":[1,2]}'::json as j`.execute(db());
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ n: 42, t: 'señal', j: { a: [1, 2] } });
    // Cloned from the worker in Node's own realm, not Jest's: no instanceof Date here.
    expect(types.isDate(row?.at)).toBe(true);
    expect(row?.at.toISOString()).toBe('2024-05-06T07:08:09.123Z');
  });

  it('takes Date parameters and reports the rows a write changed', async () => {
    const seen = new Date('2025-01-02T03:04:05.000Z');
    await insert(1, 'one').execute(db());
    const updated = await sql`update items set seen_at = ${seen} where id = 1`.execute(db());
    expect(updated.numAffectedRows).toBe(1n);
    const { rows } = await sql<{ seen_at: Date }>`select seen_at from items where id = 1`.execute(db());
    expect(rows[0]?.seen_at.getTime()).toBe(seen.getTime());
  });

  it('commits a transaction, and rolls one back when it fails', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await insert(2, 'two').execute(trx);
      });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await insert(3, 'three').execute(trx);
          throw new Error('undo');
        }),
    ).rejects.toThrow('undo');
    expect(await names()).toEqual(['one', 'two']);
  });

  it('runs two concurrent transactions one after the other, never interleaved', async () => {
    const steps: string[] = [];
    const transaction = (name: string, id: number) =>
      db()
        .transaction()
        .execute(async (trx) => {
          steps.push(`${name} begins`);
          await insert(id, name).execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 20));
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from items`.execute(trx);
          steps.push(`${name} sees ${rows[0]?.n}`);
        });
    const outside = names();
    await Promise.all([transaction('a', 10), transaction('b', 11)]);
    expect(steps).toEqual(['a begins', 'a sees 3', 'b begins', 'b sees 4']);
    expect(await outside).toEqual(['one', 'two']);
  });

  it('keeps a prepared statement for later calls (one session)', async () => {
    await db()
      .connection()
      .execute((session) =>
        session.executeQuery(CompiledQuery.raw('prepare doubled(int) as select $1::int * 2 as v')),
      );
    for (const value of [21, 50]) {
      const { rows } = await db()
        .connection()
        .execute((session) =>
          session.executeQuery<{ v: number }>(CompiledQuery.raw(`execute doubled(${value})`)),
        );
      expect(rows).toEqual([{ v: value * 2 }]);
    }
    await expect(db().executeQuery(CompiledQuery.raw('execute missing(1)'))).rejects.toMatchObject({
      code: '26000',
    });
  });

  it('rejects with the Postgres fields of the error, and a stack naming where the query was made', async () => {
    const error = await insert(1, 'again')
      .execute(db())
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'duplicate key value violates unique constraint "items_pkey"',
      code: '23505',
      constraint: 'items_pkey',
      table: 'items',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
    });
    expect((error as Error).stack).toContain('pglite-thread.test.ts');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('delivers a NOTIFY to its listener before the COMMIT that sent it resolves', async () => {
    const events: string[] = [];
    const stop = await database.listen('changes', {
      notice: (payload) => events.push(`notice ${payload}`),
      lost: () => events.push('lost'),
    });
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('changes', 'in a transaction')`.execute(trx);
        events.push('notified');
      });
    events.push('committed');
    await sql`select pg_notify('changes', 'alone')`.execute(db());
    events.push('answered');
    await stop();
    await sql`select pg_notify('changes', 'unheard')`.execute(db());
    expect(events).toEqual(['notified', 'notice in a transaction', 'committed', 'notice alone', 'answered']);
  });

  it('keeps this thread’s event loop free while the worker runs a long query', async () => {
    const server: Server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = () =>
      new Promise<void>((resolve, reject) =>
        get({ port, host: '127.0.0.1', agent: false }, (response) => response.resume().on('end', resolve)).on(
          'error',
          reject,
        ),
      );
    try {
      let finished = false;
      const long = sql`select pg_sleep(1)`.execute(db()).then(() => (finished = true));
      let answered = 0;
      let answeredBeforeTheEnd = 0;
      while (!finished) {
        await ask();
        answered += 1;
        if (!finished) answeredBeforeTheEnd = answered;
      }
      await long;
      // In-process, PGlite holds the thread for the whole second: not one request is answered.
      expect(answeredBeforeTheEnd).toBeGreaterThanOrEqual(20);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the worker thread’s end', () => {
  it('rejects the query in flight when the worker dies, and later ones at once', async () => {
    const crashes: Error[] = [];
    const doomed = await PGliteThread.open({ onCrash: (error) => crashes.push(error) });
    await doomed.query('select 1');
    const inFlight = doomed.query('select pg_sleep(30)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await doomed.terminate();
    const error = await inFlight.catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: '57P02', message: expect.stringMatching(/worker ended/) });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(crashes).toHaveLength(1);
    expect(doomed.closed).toBe(true);
    expect(doomed.running).toBe(false);
    await expect(doomed.query('select 1')).rejects.toMatchObject({ code: '57P02' });
    await doomed.close();
  });

  it('fails to open a database it cannot create, and ends its worker', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    writeFileSync(path.join(folder, 'file'), '');
    try {
      const failing = new PGliteThread({ dir: path.join(folder, 'file', 'pglite') });
      await expect(failing.waitReady).rejects.toMatchObject({ code: 'ENOTDIR' });
      await expect(failing.query('select 1')).rejects.toMatchObject({ code: 'ENOTDIR' });
      await failing.close();
      expect(failing.running).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('closes: answers what was asked first, stops listeners, closes PGlite, ends the worker', async () => {
    await database.listen('changes', { notice: () => undefined, lost: () => undefined });
    expect(thread.running).toBe(true);
    const askedFirst = sql<{ n: number }>`select 7 as n`.execute(db());
    await database.close();
    expect((await askedFirst).rows).toEqual([{ n: 7 }]);
    expect(thread.closed).toBe(true);
    expect(thread.running).toBe(false);
    await expect(thread.query('select 1')).rejects.toMatchObject({
      code: '57P01',
      message: 'PGlite is closed',
    });
  });
});
