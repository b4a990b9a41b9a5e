import { StockRepository } from '../../catalog/stock.repository';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// Issue 28 point 4: a staff stock edit is a delta, so it never fights a sale. Purchases (the
// payment's own guarded take of stock, in transactions) and staff edits of one product's stock
// run at once: the stock ends at start − units sold + the deltas saved, never below 0, no unit
// sold twice; sales never move the version. On PostgreSQL (api-postgres) they truly overlap,
// over a pool of connections; on PGlite they interleave on its one session.

let t: TestApp;
let staff: TestUser;
let prices: ReturnType<typeof pricesClient>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
  prices = pricesClient(t.app, staff);
});
afterAll(() => t?.close());

const START = 10;
const SALES = 40;
const DELTAS = [5, 5, -3, 4, -2, 6, 5, -4];

/** A staff edit of the stock by `delta`, on the version read just before, again when another staff edit came first. */
async function staffDelta(id: number, delta: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body: product } = await prices.product(id);
    const saved = await prices.edit(id, { version: product.version, stock_delta: delta });
    if (saved.status === 200) return delta;
    if (saved.status === 409 && saved.body.errors.stock) return 0; // the sales took the units first
    if (saved.status !== 409) throw new Error(`edit answered ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  throw new Error('the edit never got its turn');
}

describe('sales and staff stock edits at the same moment', () => {
  it('leave the stock right: start − sold + deltas, never negative, the version moved by staff only', async () => {
    const { ids } = await insertPricedProducts(t.db, 1, { stock: START });
    const id = ids[0]!;
    const stock = new StockRepository(t.db);
    const sale = () => t.db.transaction().execute((trx) => stock.take(id, 1, trx));

    const results = await Promise.all([
      ...Array.from({ length: SALES }, () => sale().then((taken) => ({ sold: taken ? 1 : 0, delta: 0 }))),
      ...DELTAS.map((delta) => staffDelta(id, delta).then((saved) => ({ sold: 0, delta: saved }))),
    ]);
    const sold = results.reduce((sum, result) => sum + result.sold, 0);
    const deltas = results.filter((result) => result.delta !== 0);
    const added = deltas.reduce((sum, result) => sum + result.delta, 0);

    const row = await t.db
      .selectFrom('products')
      .select(['stock', 'version', 'units_sold'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(START - sold + added);
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(sold).toBeLessThanOrEqual(START + DELTAS.filter((delta) => delta > 0).reduce((s, d) => s + d, 0));
    expect(row.version).toBe(1 + deltas.length);
    const history = await t.db
      .selectFrom('product_changes')
      .select(['from_value', 'to_value'])
      .where('product_id', '=', id)
      .execute();
    expect(history).toHaveLength(deltas.length);
    expect(history.every((change) => change.to_value >= 0)).toBe(true);
  });
});
