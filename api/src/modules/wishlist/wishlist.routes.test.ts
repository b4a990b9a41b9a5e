import { UserWishlistAnswerSchema } from 'shared-contracts';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (user: TestUser, path: string, payload: object, headers: Record<string, string> = {}) =>
  postJson(t.app, `/api/wishlist/${path}`, payload, { ...user.auth, ...headers });

describe('wishlist', () => {
  it('inserts, skips duplicates, lists oldest first and removes', async () => {
    const user = await registerUser(t.app);
    const add = (sku: number | string) =>
      call(user, 'insert_or_skip_product', { sku_product: sku, user_id: user.userId });
    expect(await add(3)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await add('1')).status).toBe(200);
    expect((await add(3)).status).toBe(200);

    const listed = await call(user, 'user_wishlist', { user_id: String(user.userId) });
    expect(listed.status).toBe(200);
    const { products } = UserWishlistAnswerSchema.parse(listed.body);
    expect(products.map((p) => p.id)).toEqual([3, 1]);
    expect(Object.keys(listed.body.products[0]).sort()).toEqual([
      'discount',
      'id',
      'image',
      'name',
      'price',
      'stock',
    ]);

    expect(await call(user, 'remove_product', { sku_product: 3, user_id: user.userId })).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    expect((await call(user, 'remove_product', { sku_product: 3, user_id: user.userId })).status).toBe(200);
    const after = await call(user, 'user_wishlist', { user_id: user.userId });
    expect(after.body.products.map((p: { id: number }) => p.id)).toEqual([1]);
  });

  it('names products in the language of Accept-Language', async () => {
    const user = await registerUser(t.app);
    await call(user, 'insert_or_skip_product', { sku_product: 2, user_id: user.userId });
    const es = await call(user, 'user_wishlist', { user_id: user.userId });
    const en = await call(user, 'user_wishlist', { user_id: user.userId }, { 'accept-language': 'en-US' });
    expect(es.body.products[0].name).not.toBe(en.body.products[0].name);
  });

  it('answers a 404 for a product that does not exist', async () => {
    const user = await registerUser(t.app);
    expect(await call(user, 'insert_or_skip_product', { sku_product: 987654, user_id: user.userId })).toEqual(
      {
        status: 404,
        body: { errors: { product: ['No existe el producto 987654'] } },
      },
    );
  });
});
