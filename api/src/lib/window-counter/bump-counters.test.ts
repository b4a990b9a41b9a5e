import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { bumpCounters } from './bump-counters';
import { counterKey } from './counter-key';
import { LOGIN_THROTTLES } from './counter-tables';
import { appWindow } from './fixed-window';

const HOUR = 60 * 60_000;

let database: DatabaseHandle;
const now = Date.parse('2026-11-23T10:00:00Z');
const earlier = new Date(now - 10 * 60_000);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const live = counterKey('bump-counters', 'live');
const ended = counterKey('bump-counters', 'ended');
const untouched = counterKey('bump-counters', 'untouched');

async function row(key: string) {
  const found = await database.db
    .selectFrom('login_throttles')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return {
    failures: found.failures,
    window_start: new Date(found.window_start).getTime(),
    last_failure: new Date(found.last_failure).getTime(),
  };
}

describe('bumpCounters', () => {
  beforeAll(async () => {
    await database.db
      .insertInto('login_throttles')
      .values(
        [
          { key: live, window_start: earlier },
          { key: ended, window_start: new Date(now - HOUR) },
          { key: untouched, window_start: earlier },
        ].map((counter) => ({ ...counter, subject_hash: '', failures: 3, last_failure: earlier })),
      )
      .execute();
    await database.db.transaction().execute((trx) =>
      bumpCounters(trx, LOGIN_THROTTLES, [live, ended], appWindow(now, HOUR), {
        last_failure: new Date(now),
      }),
    );
  });

  it('adds one to a counter whose window goes on, and sets the other columns given', async () => {
    expect(await row(live)).toEqual({ failures: 4, window_start: earlier.getTime(), last_failure: now });
  });

  it('starts a counter whose window has ended again at 1, in a window from now', async () => {
    expect(await row(ended)).toEqual({ failures: 1, window_start: now, last_failure: now });
  });

  it('leaves the counters of other keys alone, and does nothing without keys', async () => {
    await bumpCounters(database.db, LOGIN_THROTTLES, [], appWindow(now, HOUR));
    expect(await row(untouched)).toEqual({
      failures: 3,
      window_start: earlier.getTime(),
      last_failure: earlier.getTime(),
    });
  });
});
