import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { counterKey } from './counter-key';
import { RATE_LIMITS, SHARED_QUOTAS } from './counter-tables';
import { EndedRowsPruning } from './ended-rows-pruning';
import { appWindow, databaseWindow } from './fixed-window';

const HOUR = 60 * 60_000;

let database: DatabaseHandle;
const now = Date.parse('2026-11-23T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const quotaNames = async () =>
  (await database.db.selectFrom('shared_quotas').select('name').orderBy('name').execute()).map(
    ({ name }) => name,
  );

describe('EndedRowsPruning', () => {
  it("deletes on every Nth use the rows of ended windows, only the prefix's", async () => {
    const started = (name: string, ago: number) => ({ name, used: 1, window_start: new Date(now - ago) });
    await database.db
      .insertInto('shared_quotas')
      .values([
        started('mine:ended', 2 * HOUR),
        started('mine:just-ended', HOUR),
        started('mine:going-on', HOUR - 1),
        started('theirs:ended', 2 * HOUR),
      ])
      .execute();
    const pruning = new EndedRowsPruning(database.db, SHARED_QUOTAS, 3, 'mine:');
    const window = appWindow(now, HOUR);
    await pruning.use(window);
    await pruning.use(window);
    expect(await quotaNames()).toHaveLength(4);
    await pruning.use(window);
    expect(await quotaNames()).toEqual(['mine:going-on', 'theirs:ended']);
    for (let use = 0; use < 3; use += 1) await pruning.use(appWindow(now + HOUR, HOUR));
    expect(await quotaNames()).toEqual(['theirs:ended']);
  });

  it("deletes, on the database's clock, the rows whose window's end has passed", async () => {
    const key = (name: string) => counterKey('ended-rows-pruning', name);
    const ending = (name: string, inMs: number) => ({
      key: key(name),
      count: 1,
      expires_at: sql<Date>`statement_timestamp() + ${inMs} * interval '1 millisecond'`,
    });
    await database.db
      .insertInto('rate_limits')
      .values([ending('passed', -1000), ending('to-come', 60_000)])
      .execute();
    await new EndedRowsPruning(database.db, RATE_LIMITS, 1).use(databaseWindow(60_000));
    const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).toEqual([key('to-come')]);
  });
});
