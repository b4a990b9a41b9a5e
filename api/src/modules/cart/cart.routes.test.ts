import { UserCartAnswerSchema } from 'shared-contracts';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (user: TestUser, path: string, payload: object, headers: Record<string, string> = {}) =>
  postJson(t.app, `/api/cart/${path}`, payload, { ...user.auth, ...headers });

async function productWithStock(min: number) {
  return t.db
    .selectFrom('products')
    .select(['id', 'stock', 'price_cents'])
    .where('stock', '>=', min)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('cart', () => {
  it('sets amounts, lists lines with quantity, and removes with 0 or remove_product', async () => {
    const user = await registerUser(t.app);
    const a = await productWithStock(10);
    const b = await t.db
      .selectFrom('products')
      .select(['id'])
      .where('stock', '>=', 3)
      .where('id', '!=', a.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const upsert = (sku: number, amount: number) =>
      call(user, 'upsert_amount_product', { sku_product: sku, user_id: user.userId, amount });

    expect(await upsert(a.id, 2)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await upsert(b.id, 1)).status).toBe(200);
    expect((await upsert(a.id, 5)).status).toBe(200);

    const listed = await call(user, 'user_cart', { user_id: user.userId });
    const { products } = UserCartAnswerSchema.parse(listed.body);
    expect(products.map((p) => [p.id, p.quantity])).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    expect(Object.keys(listed.body.products[0]).sort()).toEqual([
      'discount',
      'id',
      'image',
      'name',
      'price',
      'quantity',
      'stock',
    ]);
    expect(products[0]?.price).toBe(a.price_cents / 100);

    expect((await upsert(a.id, 0)).status).toBe(200);
    expect((await call(user, 'remove_product', { sku_product: b.id, user_id: user.userId })).status).toBe(
      200,
    );
    expect((await call(user, 'user_cart', { user_id: user.userId })).body).toEqual({ products: [] });
  });

  it('refuses an amount above the stock with the shop’s stock message, and keeps the line as it was', async () => {
    const user = await registerUser(t.app);
    const product = await productWithStock(1);
    await call(user, 'upsert_amount_product', { sku_product: product.id, user_id: user.userId, amount: 1 });
    const tooMany = product.stock + 1;
    expect(
      await call(user, 'upsert_amount_product', {
        sku_product: product.id,
        user_id: user.userId,
        amount: tooMany,
      }),
    ).toEqual({
      status: 409,
      body: { errors: { stock: [`No hay ${tooMany} disponibles`] } },
    });
    const english = await call(
      user,
      'upsert_amount_product',
      { sku_product: product.id, user_id: user.userId, amount: tooMany },
      { 'accept-language': 'en' },
    );
    expect(english.body).toEqual({ errors: { stock: [`There are not ${tooMany} available`] } });
    const cart = await call(user, 'user_cart', { user_id: user.userId });
    expect(cart.body.products[0].quantity).toBe(1);
  });

  it('cannot put a sold-out product in the cart', async () => {
    const user = await registerUser(t.app);
    const soldOut = await t.db
      .selectFrom('products')
      .select('id')
      .where('stock', '=', 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call(user, 'upsert_amount_product', {
          sku_product: soldOut.id,
          user_id: user.userId,
          amount: 1,
        })
      ).status,
    ).toBe(409);
  });

  it('answers a 404 for a product that does not exist', async () => {
    const user = await registerUser(t.app);
    expect(
      await call(user, 'upsert_amount_product', { sku_product: 99999, user_id: user.userId, amount: 1 }),
    ).toEqual({
      status: 404,
      body: { errors: { product: ['No existe el producto 99999'] } },
    });
  });

  it('never lets stock go negative, even written directly', async () => {
    const product = await productWithStock(0);
    await expect(
      t.db.updateTable('products').set({ stock: -1 }).where('id', '=', product.id).execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
