import { type Db } from '../../db/database';
import { CATALOG_PAGE_SIZE, SearchAnswerSchema } from 'shared-contracts';
import { resetCatalogue } from '../../db/seed/reset-catalogue';
import { seedIfEmpty } from '../../db/seed/seed';
import { getJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertProductCopies } from '../../testing/products';

// A type's and the sales listing's size, pages and price span come from their products in
// every order, read again after each change of the scope (listing-orders.ts): after every
// kind of write they must still say what docs/spec.md §7 and §9 say of the products: size the
// products in the price filter, n_pages = ceil(size / 20) (at least 1), price_min / price_max
// the whole scope's cheapest price floored and dearest rounded up to whole euros (0 and 0
// when it is empty).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function typeId(slug: string): Promise<number> {
  const row = await t.db
    .selectFrom('product_types')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What docs/spec.md says a listing's info is, from the products in scope and the filter. */
function expectedInfo(scopeCents: number[], filteredSize: number) {
  return {
    size: filteredSize,
    n_pages: Math.max(1, Math.ceil(filteredSize / CATALOG_PAGE_SIZE)),
    price_min: scopeCents.length ? Math.floor(Math.min(...scopeCents) / 100) : 0,
    price_max: scopeCents.length ? Math.ceil(Math.max(...scopeCents) / 100) : 0,
  };
}

/**
 * A listing's info once the write's notice has reached the API (on PostgreSQL it comes on a
 * connection of its own, a few ms after the commit; 2 s at most): until then a kept answer
 * from before the write may still be served, which is catalog-freshness.test.ts's subject.
 */
async function infoOnceFresh(url: string, expected: object): Promise<unknown> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const { info } = SearchAnswerSchema.parse((await getJson(t.app, url)).body);
    const shown = {
      size: info.size,
      n_pages: info.n_pages,
      price_min: info.price_min,
      price_max: info.price_max,
    };
    if (JSON.stringify(shown) === JSON.stringify(expected) || Date.now() > deadline) return shown;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A type's listing and the sales, unfiltered and in a price filter, against the products. */
async function expectListingsMatch(slug: string): Promise<void> {
  const id = await typeId(slug);
  const typeRows = await t.db
    .selectFrom('products')
    .select('price_cents')
    .where('type_id', '=', id)
    .execute();
  const salesRows = await t.db
    .selectFrom('products')
    .select('price_cents')
    .where('discount_percent', '>', 0)
    .execute();
  const filter = { min: 100, max: 400 };
  for (const [url, rows] of [
    [`/api/type_products/${slug}`, typeRows],
    ['/api/sales', salesRows],
  ] as const) {
    const cents = rows.map((row) => row.price_cents);
    const all = expectedInfo(cents, cents.length);
    expect(await infoOnceFresh(url, all)).toEqual(all);
    const inFilter = cents.filter((c) => c >= filter.min * 100 && c <= filter.max * 100).length;
    const filtered = expectedInfo(cents, inFilter);
    const query = `price_min=${filter.min}&price_max=${filter.max}`;
    expect(await infoOnceFresh(`${url}?${query}`, filtered)).toEqual(filtered);
  }
}

/** Inserts copies of products (other type or discount if given) in one statement; their ids. */
const insertCopies = (
  ids: number[],
  changes: { typeId?: number; discount?: number } = {},
  executor: Db = t.db,
) => insertProductCopies(executor, ids, changes);

describe('listing sizes, pages and price spans', () => {
  it('match the seeded catalogue', async () => {
    await expectListingsMatch('sofas');
  });

  it('stay right after inserting products of several types, with and without discount, in one statement', async () => {
    const sofas = await typeId('sofas');
    const some = await t.db.selectFrom('products').select('id').orderBy('id').limit(30).execute();
    const ids = await insertCopies(some.map((row) => row.id));
    expect(ids).toHaveLength(30);
    await insertCopies([some[0]!.id], { typeId: sofas, discount: 30 });
    await insertCopies([some[1]!.id], { typeId: sofas, discount: 0 });
    await expectListingsMatch('sofas');
    await expectListingsMatch('chairs');
  });

  it('stay right after deleting products, and after a rolled-back insert', async () => {
    const sofas = await typeId('sofas');
    const victims = await t.db
      .selectFrom('products')
      .select('id')
      .where('type_id', '=', sofas)
      .limit(5)
      .execute();
    await t.db
      .deleteFrom('products')
      .where(
        'id',
        'in',
        victims.map((row) => row.id),
      )
      .execute();
    await expectListingsMatch('sofas');
    await expect(
      t.db.transaction().execute(async (trx) => {
        const copied = await trx
          .selectFrom('products')
          .select('id')
          .where('type_id', '=', sofas)
          .limit(3)
          .execute();
        expect(
          await insertCopies(
            copied.map((row) => row.id),
            { discount: 10 },
            trx,
          ),
        ).toHaveLength(3);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await expectListingsMatch('sofas');
  });

  it('stay right after products change type, and after a type is emptied (size 0, span 0 to 0, one page)', async () => {
    const [sofas, chairs, vases] = await Promise.all([typeId('sofas'), typeId('chairs'), typeId('vases')]);
    const moving = await t.db
      .selectFrom('products')
      .select('id')
      .where('type_id', '=', chairs)
      .limit(4)
      .execute();
    await t.db
      .updateTable('products')
      .set({ type_id: sofas })
      .where(
        'id',
        'in',
        moving.map((row) => row.id),
      )
      .execute();
    await expectListingsMatch('sofas');
    await expectListingsMatch('chairs');

    await t.db.updateTable('products').set({ type_id: sofas }).where('type_id', '=', vases).execute();
    await expectListingsMatch('vases');
    const empty = { size: 0, n_pages: 1, price_min: 0, price_max: 0 };
    expect(await infoOnceFresh('/api/type_products/vases', empty)).toEqual(empty);
  });

  it('stay right after discounts start, end and change (the sales scope)', async () => {
    const plain = await t.db
      .selectFrom('products')
      .select('id')
      .where('discount_percent', '=', 0)
      .limit(6)
      .execute();
    const onSale = await t.db
      .selectFrom('products')
      .select('id')
      .where('discount_percent', '>', 0)
      .limit(6)
      .execute();
    await t.db
      .updateTable('products')
      .set({ discount_percent: 25 })
      .where(
        'id',
        'in',
        plain.map((row) => row.id),
      )
      .execute();
    await t.db
      .updateTable('products')
      .set({ discount_percent: 0 })
      .where(
        'id',
        'in',
        onSale.slice(0, 3).map((row) => row.id),
      )
      .execute();
    await t.db
      .updateTable('products')
      .set({ discount_percent: 40 })
      .where(
        'id',
        'in',
        onSale.slice(3).map((row) => row.id),
      )
      .execute();
    await expectListingsMatch('sofas');
  });

  it('start again from the new products after a reset and a seed', async () => {
    await resetCatalogue(t.db);
    await seedIfEmpty(t.db, 300);
    await expectListingsMatch('chairs');
  });
});
