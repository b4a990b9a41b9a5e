import {
  ProductDetailSchema,
  SearchAnswerSchema,
  TypeProductsAnswerSchema,
  UserCartAnswerSchema,
  UserWishlistAnswerSchema,
} from 'shared-contracts';
import { getJson, postJson } from '../../../testing/requests';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// The storefront strikes through the list price staff set, sent as `old_price`: 49.00 € at
// 12.5 % costs 42.88 € (42.875, half up), whose price derived back would be 49.01 €.

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
});
afterAll(() => t?.close());

interface Shown {
  id: number;
  price: number;
  discount: number;
  old_price?: number;
}

const shown = ({ id, price, discount, old_price }: Shown) => ({
  id,
  price,
  discount,
  ...(old_price !== undefined && { old_price }),
});

/** The product as its page, its type's listing, a search, the sales, a cart and a wishlist send it. */
async function everywhere(id: number, word: string, customer: TestUser) {
  const find = (products: Shown[]) => {
    const found = products.find((product) => product.id === id);
    return found && shown(found);
  };
  const page = ProductDetailSchema.parse((await getJson(t.app, `/api/products/${id}?language=es`)).body);
  const { slug } = await t.db
    .selectFrom('products as p')
    .innerJoin('product_types as pt', 'pt.id', 'p.type_id')
    .select('pt.slug')
    .where('p.id', '=', page.id)
    .executeTakeFirstOrThrow();
  const listing = TypeProductsAnswerSchema.parse(
    (await getJson(t.app, `/api/type_products/${slug}?language=es&price_min=42.88&price_max=42.88`)).body,
  );
  const search = SearchAnswerSchema.parse(
    (await getJson(t.app, `/api/search?query=${word}&language=es`)).body,
  );
  const sales = SearchAnswerSchema.parse(
    (await getJson(t.app, `/api/sales?language=es&price_min=42.88&price_max=42.88`)).body,
  );
  const cart = UserCartAnswerSchema.parse(
    (await postJson(t.app, '/api/cart/user_cart', { user_id: customer.userId }, customer.auth)).body,
  );
  const wishlist = UserWishlistAnswerSchema.parse(
    (await postJson(t.app, '/api/wishlist/user_wishlist', { user_id: customer.userId }, customer.auth)).body,
  );
  return {
    page: shown(page),
    listing: find(listing.products),
    search: find(search.products),
    sales: find(sales.products),
    cart: find(cart.products),
    wishlist: find(wishlist.products),
  };
}

async function inCartAndWishlist(id: number) {
  const customer = await registerUser(t.app);
  const body = { sku_product: id, user_id: customer.userId };
  expect(
    (await postJson(t.app, '/api/cart/upsert_amount_product', { ...body, amount: 1 }, customer.auth)).status,
  ).toBe(200);
  expect((await postJson(t.app, '/api/wishlist/insert_or_skip_product', body, customer.auth)).status).toBe(
    200,
  );
  return customer;
}

describe('the old price the storefront strikes through', () => {
  it('is the list price staff set, on the product page, listing, search, sales, cart and wishlist', async () => {
    const { ids, word } = await insertPricedProducts(t.db, 1, { listPriceCents: 10_000, stock: 5 });
    const id = ids[0]!;
    const prices = pricesClient(t.app, staff);
    expect((await prices.edit(id, { version: 1, price: 49, discount: 12.5 })).status).toBe(200);
    const customer = await inCartAndWishlist(id);

    const onSale = { id, price: 42.88, discount: 12.5, old_price: 49 };
    expect(await everywhere(id, word, customer)).toEqual({
      page: onSale,
      listing: onSale,
      search: onSale,
      sales: onSale,
      cart: onSale,
      wishlist: onSale,
    });
  });

  it('is not sent for a product without a discount', async () => {
    const { ids, word } = await insertPricedProducts(t.db, 1, { listPriceCents: 4_288, stock: 5 });
    const id = ids[0]!;
    const customer = await inCartAndWishlist(id);

    const full = { id, price: 42.88, discount: 0 };
    expect(await everywhere(id, word, customer)).toEqual({
      page: full,
      listing: full,
      search: full,
      sales: undefined,
      cart: full,
      wishlist: full,
    });
  });
});
