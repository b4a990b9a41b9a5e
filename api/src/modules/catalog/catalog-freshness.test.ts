import { type FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { getJson } from '../../testing/requests';
import { type SecondInstance, secondInstanceOf } from '../../testing/second-instance';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser } from '../../testing/users';
import { orderInPayment, payThroughFlow } from '../payments/testing/payment-flow';

// The catalogue's kept answers never show stock that is gone (issue 11): after a purchase the
// product page, its listing and a search finding it show the new stock on the instance that
// sold it at once, and on a second instance sharing the PostgreSQL database (api-postgres) as
// soon as the commit's notice reaches it; the same for a price changed behind the API's back.

const FRICTIONLESS = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;

let a: TestApp;
/** A second instance on the same PostgreSQL database, with its own pool and listener; PGlite: none. */
let b: SecondInstance | undefined;

beforeAll(async () => {
  a = await createTestApp();
  b = await secondInstanceOf(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

interface Views {
  product: { stock: number; price: number };
  listing: { id: number; stock: number } | undefined;
  search: { id: number; stock: number } | undefined;
}

/** The product page, the product in its type's listing and in a search for its name. */
async function views(app: FastifyInstance, productId: number): Promise<Views> {
  const row = await a.db
    .selectFrom('products as p')
    .innerJoin('product_types as t', 't.id', 'p.type_id')
    .select(['t.slug', 'p.name_es', 'p.price_cents'])
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  // Only this product's price in the filter, so it is on the first page of both lists.
  const euros = row.price_cents / 100;
  const price = `price_min=${Math.floor(euros)}&price_max=${Math.ceil(euros)}`;
  const product = await getJson(app, `/api/products/${productId}?language=es`);
  const listing = await getJson(app, `/api/type_products/${row.slug}?language=es&sort_by=price&${price}`);
  const search = await getJson(
    app,
    `/api/search?query=${encodeURIComponent(row.name_es)}&language=es&${price}`,
  );
  const find = (body: { products: { id: number; stock: number }[] }) =>
    body.products.find((p) => p.id === productId);
  return { product: product.body, listing: find(listing.body), search: find(search.body) };
}

const stocks = (seen: Views) => [seen.product.stock, seen.listing?.stock, seen.search?.stock];

/** What an instance shows once the change's notice has reached it (a few ms; 2 s at most). */
async function eventually(app: FastifyInstance, productId: number, expected: unknown[]): Promise<Views> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const seen = await views(app, productId);
    if (JSON.stringify(stocks(seen)) === JSON.stringify(expected) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('kept catalogue answers after a purchase', () => {
  it('show the new stock at once on the selling instance, and on every other one', async () => {
    const user = await registerUser(a.app);
    const order = await orderInPayment(a.db, user, { products: 1, offset: 40, stock: 7 });
    const line = order.lines[0]!;
    // Both instances have the product's answers kept before the sale.
    expect(stocks(await views(a.app, line.productId))).toEqual([7, 7, 7]);
    if (b) expect(stocks(await eventually(b.app, line.productId, [7, 7, 7]))).toEqual([7, 7, 7]);

    const paid = await payThroughFlow(a.app, user, order, FRICTIONLESS);
    expect(paid.authorization?.status).toBe(200);

    const left = 7 - line.quantity;
    expect(stocks(await views(a.app, line.productId))).toEqual([left, left, left]);
    if (b)
      expect(stocks(await eventually(b.app, line.productId, [left, left, left]))).toEqual([left, left, left]);
  });

  it('show a price changed in the database by anyone (the back office, psql) on every instance', async () => {
    const { id } = await a.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .offset(60)
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await views(a.app, id);
    await a.db
      .updateTable('products')
      .set((eb) => ({ price_cents: eb('price_cents', '+', 100) }))
      .where('id', '=', id)
      .execute();
    const price = before.product.price + 1;
    for (const app of b ? [a.app, b.app] : [a.app]) {
      const deadline = Date.now() + 2000;
      let seen = await views(app, id);
      while (Math.abs(seen.product.price - price) > 0.001 && Date.now() < deadline)
        seen = await views(app, id);
      expect(seen.product.price).toBeCloseTo(price, 2);
    }
  });
});

describe("a kept product page's place in the catalogue", () => {
  /** The product's page on an instance once it shows `expected` (a notice's way; 2 s at most). */
  async function placed(app: FastifyInstance, id: number, expected: object): Promise<unknown> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const { body } = await getJson(app, `/api/products/${id}?language=es`);
      const seen = { collection: body.collection, type_product: body.type_product };
      if (JSON.stringify(seen) === JSON.stringify(expected) || Date.now() > deadline) return seen;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('follows the product to another type, and a renamed type, on every instance', async () => {
    const apps = b ? [a.app, b.app] : [a.app];
    const { id } = await a.db
      .selectFrom('products as p')
      .innerJoin('product_types as t', 't.id', 'p.type_id')
      .select('p.id')
      .where('t.slug', '=', 'chairs')
      .orderBy('p.id')
      .offset(5)
      .limit(1)
      .executeTakeFirstOrThrow();
    const chair = {
      collection: { slug: 'coleccionmuebles', name: 'Muebles' },
      type_product: { name: 'chairs', name_show: 'Sillas' },
    };
    for (const app of apps) expect(await placed(app, id, chair)).toEqual(chair);

    const vases = await a.db
      .selectFrom('product_types')
      .select('id')
      .where('slug', '=', 'vases')
      .executeTakeFirstOrThrow();
    await a.db.updateTable('products').set({ type_id: vases.id }).where('id', '=', id).execute();
    const vase = {
      collection: { slug: 'decoracion', name: 'Decoración' },
      type_product: { name: 'vases', name_show: 'Jarrones' },
    };
    for (const app of apps) expect(await placed(app, id, vase)).toEqual(vase);

    await a.db.updateTable('product_types').set({ name_es: 'Floreros' }).where('id', '=', vases.id).execute();
    const renamed = { ...vase, type_product: { name: 'vases', name_show: 'Floreros' } };
    for (const app of apps) expect(await placed(app, id, renamed)).toEqual(renamed);
  });
});

describe('HTTP caching of catalogue answers', () => {
  it('answers 304 to a browser holding the current ETag, and 200 with a new one after a change', async () => {
    const url = '/api/type_products/vases?language=en';
    const first = await a.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { id } = await a.db
      .selectFrom('products as p')
      .innerJoin('product_types as t', 't.id', 'p.type_id')
      .select('p.id')
      .where('t.slug', '=', 'vases')
      .orderBy('p.units_sold', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await a.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const deadline = Date.now() + 2000;
    let after = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    // A pause between tries: inject answering from memory never yields to the socket the notice comes on.
    while (after.statusCode === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      after = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    }
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("tells the server's time on an answer, made or kept (Server-Timing)", async () => {
    const url = '/api/type_products/sofas?language=es&page=2';
    for (const answer of [await a.app.inject({ url }), await a.app.inject({ url })]) {
      const timing = /^app;dur=(\d+\.\d{2})$/.exec(String(answer.headers['server-timing']));
      expect(Number(timing?.[1])).toBeGreaterThanOrEqual(0);
    }
  });

  it('lets browsers keep a collection a minute and use it stale while revalidating', async () => {
    const answer = await a.app.inject({ url: '/api/collections/lamparas?language=es' });
    expect(answer.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});
