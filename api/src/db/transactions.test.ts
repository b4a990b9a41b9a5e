import { type DatabaseHandle } from './database';
import { openTestDatabase } from '../testing/test-database';

// The PGlite dialect hands its one connection out under a lock: a query from another
// request never runs inside someone else's open transaction. Same behaviour on PostgreSQL.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const count = async (code: string) =>
  (await database.db.selectFrom('coupons').select('id').where('code', '=', code).execute()).length;

describe('transactions', () => {
  it('never runs another request’s query inside an open transaction', async () => {
    let outside: Promise<number> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('coupons').values({ code: 'TRX1', discount_bp: 100 }).execute();
        outside = count('TRX1');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await outside).toBe(0);
  });

  it('commits atomically', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('coupons').values({ code: 'TRX1', discount_bp: 100 }).execute();
    });
    expect(await count('TRX1')).toBe(1);
  });

  it('rolls everything back when the transaction fails', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('coupons').values({ code: 'TRX2', discount_bp: 100 }).execute();
        await trx.insertInto('coupons').values({ code: 'TRX2-BAD', discount_bp: 0 }).execute();
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await count('TRX2')).toBe(0);
    expect(await count('TRX1')).toBe(1);
  });
});
