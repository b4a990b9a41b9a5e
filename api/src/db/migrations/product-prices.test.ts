import { type Kysely, sql } from 'kysely';
import { salePriceCents } from 'shared-contracts';
import { type DatabaseHandle } from '../database';
import { listPriceCentsOf } from '../list-price';
import { openTestDatabase } from '../../testing/test-database';
import * as productPrices from './0033-product-prices';

// Migration 0033 on a database that already has products: each gets the list price its sale
// price comes from under its discount, its sale price untouched; the discount takes a decimal.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const products = () =>
  database.db
    .selectFrom('products')
    .select(['id', 'price_cents', 'list_price_cents', 'discount_percent', 'version'])
    .orderBy('id')
    .execute();

describe('migration 0033: product prices', () => {
  it('backfills the list prices of the products there, their sale prices unchanged', async () => {
    const unknownDb = database.db as unknown as Kysely<unknown>;
    await productPrices.down(unknownDb);
    const [first, second] = await database.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    // 99.99 € at 33 %: 149.2388… → 149.24 €; 0.87 € at 12 %: 0.98863… → 0.99 €.
    await sql`update products set price_cents = 9999, discount_percent = 33 where id = ${first!.id}`.execute(
      database.db,
    );
    await sql`update products set price_cents = 87, discount_percent = 12 where id = ${second!.id}`.execute(
      database.db,
    );
    const before = await sql<{ id: number; price_cents: number; discount_percent: number }>`
      select id, price_cents, discount_percent from products order by id`.execute(database.db);
    await productPrices.up(unknownDb);

    const after = await products();
    expect(after.map((row) => [row.id, row.price_cents])).toEqual(
      before.rows.map((row) => [row.id, row.price_cents]),
    );
    expect(after[0]).toMatchObject({ list_price_cents: 14924, discount_percent: 33, version: 1 });
    expect(after[1]).toMatchObject({ list_price_cents: 99, discount_percent: 12, version: 1 });
    for (const row of after) {
      expect(row.list_price_cents).toBe(listPriceCentsOf(row.price_cents, row.discount_percent));
      // The sale price derived again from the list price is the one kept, to the cent.
      expect(
        Math.abs(salePriceCents(row.list_price_cents, row.discount_percent) - row.price_cents),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('keeps a discount with one decimal, read as a number, and refuses one past 90', async () => {
    const [row] = await products();
    await database.db
      .updateTable('products')
      .set({ discount_percent: 12.5 })
      .where('id', '=', row!.id)
      .execute();
    const read = await database.db
      .selectFrom('products')
      .select('discount_percent')
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(read.discount_percent).toBe(12.5);
    await expect(
      database.db.updateTable('products').set({ discount_percent: 90.5 }).where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('moves updated_at on a change of the list price or the discount, not of the version', async () => {
    const [row] = await products();
    const at = () =>
      database.db
        .selectFrom('products')
        .select(sql<string>`updated_at::text`.as('at'))
        .where('id', '=', row!.id)
        .executeTakeFirstOrThrow()
        .then((read) => read.at);
    const start = await at();
    await database.db
      .updateTable('products')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', row!.id)
      .execute();
    expect(await at()).toBe(start);
    await database.db
      .updateTable('products')
      .set((eb) => ({ list_price_cents: eb('list_price_cents', '+', 1) }))
      .where('id', '=', row!.id)
      .execute();
    expect(await at()).not.toBe(start);
  });
});
