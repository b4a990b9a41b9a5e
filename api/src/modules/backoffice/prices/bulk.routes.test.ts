import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// Issue 28 point 3: bulk changes, previewed (how many, how many out of bounds, a sample before
// and after) and applied in one transaction, refused whole when any product would leave the
// bounds or the selection no longer has the count confirmed.

let t: TestApp;
let staff: TestUser;
let prices: ReturnType<typeof pricesClient>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
  prices = pricesClient(t.app, staff);
});
afterAll(() => t?.close());

const rows = (ids: number[]) =>
  t.db
    .selectFrom('products')
    .select(['id', 'list_price_cents', 'price_cents', 'discount_percent', 'stock', 'version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe('POST /api/backoffice/prices/bulk/preview', () => {
  it('counts the products, those out of bounds, and shows 5 before and after in id order', async () => {
    const { word, ids } = await insertPricedProducts(t.db, 7, { listPriceCents: 999, discount: 10 });
    const selection = { kind: 'filter', filter: { search: word } };
    const { status, body } = await prices.preview({
      selection,
      change: { kind: 'price_percent', percent: 12.5 },
    });
    expect(status).toBe(200);
    expect(body.count).toBe(7);
    expect(body.out_of_bounds).toBe(0);
    expect(body.sample.map((item: { id: number }) => item.id)).toEqual(ids.slice(0, 5));
    // 9.99 € + 12.5 % = 11.23875 → 11.24 €; less 10 %: 10.116 → 10.12 €.
    expect(body.sample[0]).toMatchObject({
      before: { list_price: 9.99, discount: 10, price: 8.99, stock: 20 },
      after: { list_price: 11.24, discount: 10, price: 10.12, stock: 20 },
    });
    const amount = await prices.preview({ selection, change: { kind: 'price_amount', amount: -10 } });
    expect(amount.body).toMatchObject({ count: 7, out_of_bounds: 7 });
    expect((await rows(ids)).every((row) => row.version === 1)).toBe(true);
  });
});

describe('POST /api/backoffice/prices/bulk', () => {
  it('moves list prices by a percent and by an amount, sale prices half up, versions and history', async () => {
    const { ids } = await insertPricedProducts(t.db, 3, { listPriceCents: 1000, discount: 12.5 });
    const selection = { kind: 'ids', ids };
    const up = await prices.apply({
      selection,
      change: { kind: 'price_percent', percent: -10 },
      expected_count: 3,
    });
    expect(up).toMatchObject({ status: 200, body: { status: 'success', count: 3 } });
    // 10.00 € − 10 % = 9.00 €, less 12.5 % = 7.875 → 7.88 €.
    expect(await rows(ids)).toEqual(
      ids.map((id) => ({
        id,
        list_price_cents: 900,
        price_cents: 788,
        discount_percent: 12.5,
        stock: 20,
        version: 2,
      })),
    );
    await prices.apply({ selection, change: { kind: 'price_amount', amount: 0.5 }, expected_count: 3 });
    expect((await rows(ids)).map((row) => [row.list_price_cents, row.price_cents, row.version])).toEqual(
      ids.map(() => [950, 831, 3]),
    );
    const history = await prices.history(ids[0]!);
    expect(history.body.changes).toEqual([
      expect.objectContaining({ field: 'price', from: 9, to: 9.5, version: 3, bulk: true, by: staff.email }),
      expect.objectContaining({ field: 'price', from: 10, to: 9, version: 2, bulk: true }),
    ]);
    const batches = await t.db
      .selectFrom('product_changes')
      .select('batch_id')
      .distinct()
      .where('product_id', 'in', ids)
      .execute();
    expect(batches).toHaveLength(2);
  });

  it('sets a discount; a product already at it counts, keeps its version and gets no history', async () => {
    const { ids } = await insertPricedProducts(t.db, 2, { listPriceCents: 2000 });
    await prices.edit(ids[1]!, { version: 1, discount: 25 });
    const { body } = await prices.apply({
      selection: { kind: 'ids', ids },
      change: { kind: 'discount', discount: 25 },
      expected_count: 2,
    });
    expect(body.count).toBe(2);
    expect((await rows(ids)).map((row) => [row.discount_percent, row.price_cents, row.version])).toEqual([
      [25, 1500, 2],
      [25, 1500, 2],
    ]);
    expect((await prices.history(ids[1]!)).body.changes).toHaveLength(1);
  });

  it('sets the stock (a stock-take) and adds to it', async () => {
    const { ids, word } = await insertPricedProducts(t.db, 2, { stock: 4 });
    const selection = { kind: 'filter', filter: { search: word } };
    await prices.apply({ selection, change: { kind: 'stock', mode: 'set', units: 12 }, expected_count: 2 });
    expect((await rows(ids)).map((row) => row.stock)).toEqual([12, 12]);
    await prices.apply({ selection, change: { kind: 'stock', mode: 'add', units: -12 }, expected_count: 2 });
    expect((await rows(ids)).map((row) => row.stock)).toEqual([0, 0]);
    const history = (await prices.history(ids[0]!)).body.changes;
    expect(history.map((change: { from: number; to: number }) => [change.from, change.to])).toEqual([
      [12, 0],
      [4, 12],
    ]);
  });

  it('refuses the whole change when any product would leave the bounds, 400 under change, nothing changed', async () => {
    const { ids: cheap } = await insertPricedProducts(t.db, 1, { listPriceCents: 500, stock: 1 });
    const { ids: dear } = await insertPricedProducts(t.db, 2, { listPriceCents: 5000, stock: 9 });
    const ids = [...dear, ...cheap];
    const before = await rows(ids);
    const price = await prices.apply({
      selection: { kind: 'ids', ids },
      change: { kind: 'price_amount', amount: -10 },
      expected_count: 3,
    });
    expect(price.status).toBe(400);
    expect(price.body.errors.change[0]).toMatch(/^1 productos quedarían fuera de los límites/);
    const stock = await prices.apply(
      {
        selection: { kind: 'ids', ids },
        change: { kind: 'stock', mode: 'add', units: -5 },
        expected_count: 3,
      },
      { 'accept-language': 'en' },
    );
    expect(stock.status).toBe(400);
    expect(stock.body.errors.change[0]).toMatch(/^1 products would end out of bounds/);
    expect(await rows(ids)).toEqual(before);
    expect((await prices.history(cheap[0]!)).body.changes).toEqual([]);
  });

  it('refuses a selection whose count changed since the preview, 409 under selection', async () => {
    const { ids } = await insertPricedProducts(t.db, 2);
    const { status, body } = await prices.apply({
      selection: { kind: 'ids', ids: [...ids, 2_000_000_000] },
      change: { kind: 'discount', discount: 5 },
      expected_count: 3,
    });
    expect(status).toBe(409);
    expect(Object.keys(body.errors)).toEqual(['selection']);
    expect((await rows(ids)).map((row) => row.discount_percent)).toEqual([0, 0]);
  });

  it('refuses a change of 0 or a percent out of range under its field', async () => {
    const zero = await prices.apply({
      selection: { kind: 'ids', ids: [1] },
      change: { kind: 'price_percent', percent: 0 },
      expected_count: 1,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors['change.percent']).toEqual(['El cambio no puede ser 0']);
    const range = await prices.preview({
      selection: { kind: 'ids', ids: [1] },
      change: { kind: 'price_percent', percent: -95 },
    });
    expect(range.body.errors['change.percent']).toEqual(['El porcentaje debe estar entre -90 y 1000']);
  });
});
