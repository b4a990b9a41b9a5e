import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { uniqueEmail } from '../../testing/users';
import { LoginThrottle } from './login-throttle';

// On PGlite in `api`, on PostgreSQL in `api-postgres`: the same Kysely code keeps the counters.

let database: DatabaseHandle;
let clock = 0;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
beforeEach(() => {
  clock = Date.UTC(2026, 0, 1);
});

const throttle = (perClient = true) =>
  new LoginThrottle(database.db, { scope: 'login', now: () => clock, perClient });

async function failures(t: LoginThrottle, email: string, client: string, count: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < count; i++) waits.push(await t.begin(email, client));
  return waits;
}

describe('LoginThrottle', () => {
  it('lets an account and client pair fail five times, then doubles the wait', async () => {
    const t = throttle();
    const email = uniqueEmail();
    expect(await failures(t, email, '203.0.113.1', 5)).toEqual([0, 0, 0, 0, 0]);
    expect(await t.begin(email, '203.0.113.1')).toBe(1000);
    clock += 1000;
    expect(await t.begin(email, '203.0.113.1')).toBe(0);
    expect(await t.begin(email, '203.0.113.1')).toBe(2000);
    clock += 2000;
    expect(await t.begin(email, '203.0.113.1')).toBe(0);
    expect(await t.begin(uniqueEmail(), '203.0.113.1')).toBe(0);
  });

  it("does not make the owner wait for an attacker's failures from another address", async () => {
    const t = throttle();
    const email = uniqueEmail();
    await failures(t, email, '198.51.100.66', 6);
    expect(await t.begin(email, '198.51.100.66')).toBeGreaterThan(0);
    expect(await t.begin(email, '203.0.113.2')).toBe(0);
  });

  it('lets one address make about 18 failures an hour at an account: never its ceiling of 100', async () => {
    const t = throttle();
    const email = uniqueEmail();
    const end = clock + 3_600_000;
    let granted = 0;
    while (clock < end) {
      const wait = await t.begin(email, '198.51.100.67');
      if (wait === 0) granted += 1;
      clock += Math.max(wait, 1);
    }
    expect(granted).toBeLessThanOrEqual(18);
  });

  it('holds an account at 100 failures an hour from any number of addresses, until the hour ends', async () => {
    const t = throttle();
    const email = uniqueEmail();
    const start = clock;
    for (let address = 0; address < 20; address++)
      expect(await failures(t, email, `192.0.2.${address}`, 5)).toEqual([0, 0, 0, 0, 0]);
    clock += 60_000;
    expect(await t.begin(email, '192.0.2.200')).toBe(start + 3_600_000 - clock);
    clock = start + 3_600_000;
    expect(await t.begin(email, '192.0.2.200')).toBe(0);
  });

  it('slows one address failing at many accounts after 20, unless per-client limits are off', async () => {
    const t = throttle();
    for (let i = 0; i < 20; i++) expect(await t.begin(uniqueEmail(), '198.51.100.68')).toBe(0);
    expect(await t.begin(uniqueEmail(), '198.51.100.68')).toBe(1000);
    const off = throttle(false);
    for (let i = 0; i < 25; i++) expect(await off.begin(uniqueEmail(), '198.51.100.69')).toBe(0);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const t = throttle();
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) expect(await t.begin(email, `2001:db8:0:7::${i}`)).toBe(0);
    expect(await t.begin(email, '2001:db8:0:7::99')).toBe(1000);
    expect(await t.begin(email, '2001:db8:0:8::1')).toBe(0);
  });

  it('counts an attempt when it begins: attempts in flight together are limited too', async () => {
    const t = throttle();
    const email = uniqueEmail();
    const begun = await Promise.all(Array.from({ length: 10 }, () => t.begin(email, '203.0.113.3')));
    expect(begun.filter((wait) => wait === 0)).toHaveLength(5);
    expect(begun.filter((wait) => wait > 0)).toHaveLength(5);
  });

  it('is shared by instances: alternating between two gets no more guesses than one', async () => {
    const [first, second] = [throttle(), throttle()];
    const email = uniqueEmail();
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).begin(email, '203.0.113.4')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('forgets the pair after a success, and everything about the account after a reset', async () => {
    const t = throttle();
    const email = uniqueEmail();
    await failures(t, email, '203.0.113.5', 8);
    await t.succeeded(email, '203.0.113.5');
    expect(await failures(t, email, '203.0.113.5', 5)).toEqual([0, 0, 0, 0, 0]);
    for (let address = 10; address < 30; address++) await failures(t, email, `192.0.2.${address}`, 5);
    expect(await t.begin(email, '203.0.113.6')).toBeGreaterThan(0);
    await t.clear(email);
    expect(await t.begin(email, '203.0.113.6')).toBe(0);
  });

  it('keeps e-mails and addresses out of the table', async () => {
    const t = throttle();
    const email = uniqueEmail();
    await t.begin(email, '203.0.113.7');
    const rows = await database.db.selectFrom('login_throttles').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(email);
    expect(dump).not.toContain('203.0.113.7');
  });
});
