import { sql } from 'kysely';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { type TestUser, registerUser } from '../../testing/users';
import { StockRepository } from '../catalog/stock.repository';
import { CartSale, ShortStockError } from './cart-sale';
import { CartRepository } from './cart.repository';

// The unit of work across repositories (api/README.md): stock taken and cart emptied, all
// or nothing, on PGlite and on PostgreSQL.

let shop: TestApp;
let sale: CartSale;
let customer: TestUser;
let products: number[];

beforeAll(async () => {
  shop = await createTestApp();
  sale = new CartSale(shop.db, new CartRepository(shop.db), new StockRepository(shop.db));
  customer = await registerUser(shop.app);
  const rows = await shop.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
  products = rows.map((row) => row.id);
});
afterAll(() => shop?.close());

async function setStock(productId: number, stock: number) {
  await shop.db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
}

async function fillCart(lines: Array<[number, number]>) {
  await shop.db.deleteFrom('cart_items').where('user_id', '=', customer.userId).execute();
  await shop.db
    .insertInto('cart_items')
    .values(
      lines.map(([productId, quantity]) => ({
        user_id: customer.userId,
        product_id: productId,
        quantity,
        unit_price_cents: 100,
      })),
    )
    .execute();
}

const stockOf = async (productId: number) =>
  await shop.db
    .selectFrom('products')
    .select(['stock', 'units_sold'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
const cartSize = async () =>
  (
    await shop.db
      .selectFrom('cart_items')
      .select('product_id')
      .where('user_id', '=', customer.userId)
      .execute()
  ).length;

describe('taking a cart’s stock', () => {
  it('takes every line’s units and empties the cart', async () => {
    const [first, second] = products as [number, number];
    await setStock(first, 5);
    await setStock(second, 3);
    const before = await stockOf(first);
    await fillCart([
      [first, 2],
      [second, 3],
    ]);
    expect(await sale.takeStockAndEmptyCart(customer.userId)).toEqual({ kind: 'taken', lines: 2 });
    expect(await stockOf(first)).toEqual({ stock: 3, units_sold: before.units_sold + 2 });
    expect((await stockOf(second)).stock).toBe(0);
    expect(await cartSize()).toBe(0);
  });

  it('rolls back what it took when a later line is short, and keeps the cart', async () => {
    const [first, second] = products as [number, number];
    await setStock(first, 5);
    await setStock(second, 1);
    await fillCart([
      [first, 2],
      [second, 3],
    ]);
    expect(await sale.takeStockAndEmptyCart(customer.userId)).toEqual({
      kind: 'short',
      line: { productId: second, quantity: 3, available: 1 },
    });
    expect((await stockOf(first)).stock).toBe(5);
    expect((await stockOf(second)).stock).toBe(1);
    expect(await cartSize()).toBe(2);
  });

  it('runs inside a caller’s transaction, and a short line rolls back the caller’s writes too', async () => {
    const [first] = products as [number, number];
    await setStock(first, 1);
    await fillCart([[first, 2]]);
    const code = `SALE-${Date.now()}`;
    await expect(
      shop.db.transaction().execute(async (trx) => {
        await trx.insertInto('orders').values({ code, subtotal_cents: 200, total_cents: 200 }).execute();
        await sale.takeStockAndEmptyCart(customer.userId, trx);
      }),
    ).rejects.toBeInstanceOf(ShortStockError);
    const orders = await sql<{
      n: number;
    }>`select count(*)::int as n from orders where code = ${code}`.execute(shop.db);
    expect(orders.rows[0]!.n).toBe(0);
    expect(await cartSize()).toBe(1);
  });
});
