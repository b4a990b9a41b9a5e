import { type FastifyInstance } from 'fastify';
import { getJson, postJson } from '../../../testing/requests';
import { type SecondInstance, secondInstanceOf } from '../../../testing/second-instance';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// Issue 28 point 6: a staff change shows on the storefront at once: the product page, its type's
// listing, a search and the sales, on the instance that made it, and on a second instance on
// the same PostgreSQL database as soon as the commit's notice reaches it (api-postgres); a
// product sold out shows as such and a cart holding it is short at its next verification.

let a: TestApp;
let b: SecondInstance | undefined;
let staff: TestUser;
let prices: ReturnType<typeof pricesClient>;

beforeAll(async () => {
  a = await createTestApp();
  staff = await createStaffUser(a.app, a.db);
  prices = pricesClient(a.app, staff);
  b = await secondInstanceOf(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

interface Seen {
  price: number;
  discount: number;
  stock: number;
}

/** The product as its page, its type's listing, a search for its name and the sales show it (undefined: not there). */
async function views(app: FastifyInstance, id: number, word: string, slug: string) {
  const pick = (body: { products?: (Seen & { id: number })[] }) => {
    const found = body.products?.find((product) => product.id === id);
    return found && { price: found.price, discount: found.discount, stock: found.stock };
  };
  const page = (await getJson(app, `/api/products/${id}?language=es`)).body as Seen;
  const listing = await getJson(
    app,
    `/api/type_products/${slug}?language=es&sort_by=price&price_min=0&price_max=1000000`,
  );
  const all = async (path: string) => {
    const found: (Seen | undefined)[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const { body } = await getJson(app, `${path}&page=${pageNumber}`);
      found.push(pick(body));
      if (!body.products?.length || pageNumber >= (body.info?.n_pages ?? body.n_pages ?? 1)) break;
    }
    return found.find(Boolean);
  };
  return {
    page: { price: page.price, discount: page.discount, stock: page.stock },
    listing: pick(listing.body) ?? (await all(`/api/type_products/${slug}?language=es&sort_by=price`)),
    search: pick((await getJson(app, `/api/search?query=${word}&language=es`)).body),
    sales: await all('/api/sales?language=es&sort_by=price'),
  };
}

type Views = Awaited<ReturnType<typeof views>>;

/** An instance's views once they equal `expected` (a notice's way for the second instance; 2 s at most). */
async function eventually(app: FastifyInstance, id: number, word: string, slug: string, expected: Views) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const seen = await views(app, id, word, slug);
    if (JSON.stringify(seen) === JSON.stringify(expected) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function productOfItsOwn() {
  const { ids, word } = await insertPricedProducts(a.db, 1, { listPriceCents: 10_000, stock: 5 });
  const id = ids[0]!;
  const { slug } = await a.db
    .selectFrom('products as p')
    .innerJoin('product_types as t', 't.id', 'p.type_id')
    .select('t.slug')
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, word, slug };
}

describe('a staff change on the storefront', () => {
  it('shows a new price, discount and a sold-out stock at once, on every instance', async () => {
    const { id, word, slug } = await productOfItsOwn();
    const apps = b ? [a.app, b.app] : [a.app];
    const start = { price: 100, discount: 0, stock: 5 };
    for (const app of apps)
      expect(
        await eventually(app, id, word, slug, {
          page: start,
          listing: start,
          search: start,
          sales: undefined,
        }),
      ).toEqual({
        page: start,
        listing: start,
        search: start,
        sales: undefined,
      });

    expect((await prices.edit(id, { version: 1, price: 80, discount: 25 })).status).toBe(200);
    const onSale = { price: 60, discount: 25, stock: 5 };
    const expected = { page: onSale, listing: onSale, search: onSale, sales: onSale };
    expect(await views(a.app, id, word, slug)).toEqual(expected);
    if (b) expect(await eventually(b.app, id, word, slug, expected)).toEqual(expected);

    expect((await prices.edit(id, { version: 2, stock_delta: -5 })).status).toBe(200);
    const soldOut = { ...onSale, stock: 0 };
    const gone = { page: soldOut, listing: soldOut, search: soldOut, sales: soldOut };
    expect(await views(a.app, id, word, slug)).toEqual(gone);
    if (b) expect(await eventually(b.app, id, word, slug, gone)).toEqual(gone);
  });

  it('shows a bulk change at once, on every instance', async () => {
    const { id, word, slug } = await productOfItsOwn();
    await views(a.app, id, word, slug);
    const applied = await prices.apply({
      selection: { kind: 'ids', ids: [id] },
      change: { kind: 'discount', discount: 12.5 },
      expected_count: 1,
    });
    expect(applied.status).toBe(200);
    const onSale = { price: 87.5, discount: 12.5, stock: 5 };
    const expected = { page: onSale, listing: onSale, search: onSale, sales: onSale };
    expect(await views(a.app, id, word, slug)).toEqual(expected);
    if (b) expect(await eventually(b.app, id, word, slug, expected)).toEqual(expected);
  });

  it('reports a cart holding a product whose stock went to 0 as short at its next verification', async () => {
    const { id } = await productOfItsOwn();
    const cart = { cart_data: [{ id, quantity: 1, price: 100 }], coupon_code_discount: null, total: 100 };
    const before = await postJson(a.app, '/api/checkout/verify_cart', cart);
    expect(before.status).toBe(200);
    expect((await prices.edit(id, { version: 1, stock_delta: -5 })).status).toBe(200);
    for (const app of b ? [a.app, b.app] : [a.app]) {
      const after = await postJson(app, '/api/checkout/verify_cart', cart);
      expect(after).toEqual({ status: 409, body: { errors: { [`stock.${id}`]: ['No hay 1 disponibles'] } } });
    }
  });
});
