import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { countUse, countUseWithin } from './count-use';
import { counterKey } from './counter-key';
import { RATE_LIMITS, SHARED_QUOTAS } from './counter-tables';
import { appWindow, databaseWindow } from './fixed-window';

// On PGlite in `api`, on PostgreSQL in `api-postgres`. Two tables stand for the two kinds:
// shared_quotas dates a window by its start (app's clock), rate_limits by its end (database's).

const HOUR = 60 * 60_000;

let database: DatabaseHandle;
const start = Date.parse('2026-11-23T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const used = async (name: string) =>
  (
    await database.db
      .selectFrom('shared_quotas')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).used;

describe('countUse', () => {
  it('counts the uses of each key in its window, and tells what is left of the window', async () => {
    const count = (key: string, at: number) => countUse(database.db, SHARED_QUOTAS, key, appWindow(at, HOUR));
    expect(await count('count:a', start)).toEqual({ count: 1, msLeft: HOUR });
    expect(await count('count:a', start + 20 * 60_000)).toEqual({ count: 2, msLeft: 40 * 60_000 });
    expect(await count('count:b', start + 20 * 60_000)).toEqual({ count: 1, msLeft: HOUR });
    expect(await count('count:a', start + HOUR - 1)).toEqual({ count: 3, msLeft: 1 });
  });

  it('starts a key again at 1, in a window from now, once its window has ended', async () => {
    const count = (at: number) => countUse(database.db, SHARED_QUOTAS, 'restart:a', appWindow(at, HOUR));
    await count(start);
    await count(start + 1000);
    expect(await count(start + HOUR)).toEqual({ count: 1, msLeft: HOUR });
    expect(await count(start + HOUR + 1000)).toEqual({ count: 2, msLeft: HOUR - 1000 });
    const row = await database.db
      .selectFrom('shared_quotas')
      .select('window_start')
      .where('name', '=', 'restart:a')
      .executeTakeFirstOrThrow();
    expect(new Date(row.window_start).getTime()).toBe(start + HOUR);
  });

  it("on the database's clock, keeps a window's end, and restarts the key once it has passed", async () => {
    const going = counterKey('count-use', 'going on');
    const passed = counterKey('count-use', 'passed');
    const ending = (key: string, inMs: number) => ({
      key,
      count: 7,
      expires_at: sql<Date>`statement_timestamp() + ${inMs} * interval '1 millisecond'`,
    });
    await database.db
      .insertInto('rate_limits')
      .values([ending(going, 10 * 60_000), ending(passed, -1)])
      .execute();
    // A window of another length asked for meanwhile does not move the end of the current one.
    const goingOn = await countUse(database.db, RATE_LIMITS, going, databaseWindow(60_000));
    expect(goingOn.count).toBe(8);
    expect(goingOn.msLeft).toBeGreaterThan(9 * 60_000);
    expect(goingOn.msLeft).toBeLessThanOrEqual(10 * 60_000);
    const again = await countUse(database.db, RATE_LIMITS, passed, databaseWindow(60_000));
    expect(again.count).toBe(1);
    expect(again.msLeft).toBeGreaterThan(59_000);
    expect(again.msLeft).toBeLessThanOrEqual(60_000);
  });

  it('counts uses sent at once exactly once each', async () => {
    const window = appWindow(start, HOUR);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countUse(database.db, SHARED_QUOTAS, 'burst:a', window)),
    );
    expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

describe('countUseWithin', () => {
  it('counts up to the limit, then refuses and counts nothing until the window ends', async () => {
    const take = (at: number) =>
      countUseWithin(database.db, SHARED_QUOTAS, 'limit:a', appWindow(at, HOUR), 3);
    for (let use = 0; use < 3; use += 1) expect((await take(start)).counted).toBe(true);
    expect(await take(start + 15 * 60_000)).toEqual({ counted: false, msLeft: 45 * 60_000 });
    expect(await take(start + 30 * 60_000)).toEqual({ counted: false, msLeft: 30 * 60_000 });
    expect(await used('limit:a')).toBe(3);
    expect(await take(start + HOUR)).toEqual({ counted: true, msLeft: HOUR });
    expect(await used('limit:a')).toBe(1);
  });

  it('lets one of two uses taking the last one at once have it', async () => {
    const window = appWindow(start, HOUR);
    const takes = await Promise.all(
      [0, 1].map(() => countUseWithin(database.db, SHARED_QUOTAS, 'limit:race', window, 1)),
    );
    expect(takes.filter(({ counted }) => counted)).toHaveLength(1);
    expect(await used('limit:race')).toBe(1);
  });
});
