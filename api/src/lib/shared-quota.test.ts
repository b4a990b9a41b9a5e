import { type DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { SharedQuota } from './shared-quota';

const HOUR = 60 * 60_000;

let database: DatabaseHandle;
let clock = Date.parse('2026-11-23T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** Two API instances' quotas of the same name: they share the database's rows. */
const twoInstances = (name: string, max: number) =>
  [0, 1].map(() => new SharedQuota(database.db, name, max, HOUR, () => clock));

describe('SharedQuota with keys', () => {
  it('gives each key its own window, shared by every instance', async () => {
    const [first, second] = twoInstances('reset_mails_test', 5);
    const taken = [];
    for (let use = 0; use < 6; use += 1) taken.push(await (use % 2 ? second! : first!).take('ana'));
    expect(taken).toEqual([0, 0, 0, 0, 0, HOUR]);
    expect(await second!.take('luis')).toBe(0);

    clock += 20 * 60_000;
    expect(await first!.take('ana')).toBe(40 * 60_000);
    clock += 40 * 60_000;
    expect(await second!.take('ana')).toBe(0);
  });

  it('lets two instances taking the last use at once have it once', async () => {
    const [first, second] = twoInstances('race_test', 1);
    const answers = await Promise.all([first!.take('ana'), second!.take('ana')]);
    expect(answers.filter((wait) => wait === 0)).toHaveLength(1);
  });

  it('prunes the rows of ended windows as it goes, and only its own', async () => {
    const [quota] = twoInstances('prune_test', 5);
    await new SharedQuota(database.db, 'prune_test_other', 5, HOUR, () => clock).take('kept');
    for (let key = 0; key < 499; key += 1) await quota!.take(`old-${key}`);
    clock += HOUR;
    await quota!.take('new');
    const names = (await database.db.selectFrom('shared_quotas').select('name').execute()).map(
      (row) => row.name,
    );
    expect(names.filter((name) => name.startsWith('prune_test:'))).toEqual(['prune_test:new']);
    expect(names).toContain('prune_test_other:kept');
  });
});
