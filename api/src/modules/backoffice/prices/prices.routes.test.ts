import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// Issue 28: the prices screen's list, categories, one product, its edit (on the version read,
// the stock as a delta) and its history, for staff only.

let t: TestApp;
let staff: TestUser;
let prices: ReturnType<typeof pricesClient>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
  prices = pricesClient(t.app, staff);
});
afterAll(() => t?.close());

const EN = { 'accept-language': 'en' };
const ids = (body: { products: { id: number }[] }) => body.products.map((product) => product.id);

describe('GET /api/backoffice/prices', () => {
  it('lists 50 products a page by name, with their prices, stock, version and place', async () => {
    const { status, body } = await prices.list();
    expect(status).toBe(200);
    expect(body.products).toHaveLength(50);
    expect(body.info).toMatchObject({ page: 1 });
    expect(body.info.n_pages).toBe(Math.ceil(body.info.size / 50));
    const names = body.products.map((product: { name_es: string }) => product.name_es.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(body.products[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        list_price: expect.any(Number),
        discount: expect.any(Number),
        price: expect.any(Number),
        stock: expect.any(Number),
        version: expect.any(Number),
        changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        collection: expect.objectContaining({ key: expect.any(String) }),
        type_product: expect.objectContaining({ slug: expect.any(String) }),
      }),
    );
    const second = await prices.list({ page: 2 });
    expect(ids(second.body).some((id) => ids(body).includes(id))).toBe(false);
  });

  it.each(['name', 'price', 'stock', 'changed'])('sorts by %s both ways, ties by id', async (sort) => {
    const key = { name: 'name_es', price: 'list_price', stock: 'stock', changed: 'changed_at' }[sort]!;
    for (const dir of ['asc', 'desc'] as const) {
      const { status, body } = await prices.list({ sort, dir, page: 3 });
      expect(status).toBe(200);
      const rows = body.products as Record<string, unknown>[];
      for (let index = 1; index < rows.length; index += 1) {
        const [a, b] = [rows[index - 1]!, rows[index]!];
        const va = typeof a[key] === 'string' ? String(a[key]).toLowerCase() : a[key];
        const vb = typeof b[key] === 'string' ? String(b[key]).toLowerCase() : b[key];
        if (key === 'name_es') continue; // collation of accents: the database's, checked by id ties below
        const order = (va as number) < (vb as number) ? -1 : (va as number) > (vb as number) ? 1 : 0;
        if (dir === 'asc')
          expect(order === -1 || (order === 0 && (a.id as number) < (b.id as number))).toBe(true);
        else expect(order === 1 || (order === 0 && (a.id as number) > (b.id as number))).toBe(true);
      }
    }
  });

  it('sorts by the name in the language asked', async () => {
    const { body } = await prices.list({ language: 'en', sort: 'name' });
    const names = body.products.map((product: { name_en: string }) => product.name_en.toLowerCase());
    expect(names[0] <= names[names.length - 1]).toBe(true);
  });

  it('filters by collection, type, sale, low and out of stock', async () => {
    const { body: categories } = await prices.categories();
    const collection = categories.collections[0];
    const type = collection.types[0];
    const inCollection = await prices.list({ collection: collection.key });
    expect(
      inCollection.body.products.every(
        (p: { collection: { key: string } }) => p.collection.key === collection.key,
      ),
    ).toBe(true);
    expect(inCollection.body.info.size).toBeGreaterThan(0);
    const ofType = await prices.list({ type: type.slug });
    expect(
      ofType.body.products.every(
        (p: { type_product: { slug: string } }) => p.type_product.slug === type.slug,
      ),
    ).toBe(true);
    expect(ofType.body.info.size).toBeLessThan(inCollection.body.info.size + 1);
    const sale = await prices.list({ sale: true });
    expect(sale.body.info.size).toBeGreaterThan(0);
    expect(sale.body.products.every((p: { discount: number }) => p.discount > 0)).toBe(true);

    const { ids: low } = await insertPricedProducts(t.db, 1, { stock: 3 });
    const { ids: out } = await insertPricedProducts(t.db, 1, { stock: 0 });
    const lowList = await prices.list({ stock: 'low', sort: 'changed', dir: 'desc' });
    expect(lowList.body.products.every((p: { stock: number }) => p.stock > 0 && p.stock < 10)).toBe(true);
    expect(ids(lowList.body)).toContain(low[0]);
    const outList = await prices.list({ stock: 'out', sort: 'changed', dir: 'desc' });
    expect(outList.body.products.every((p: { stock: number }) => p.stock === 0)).toBe(true);
    expect(ids(outList.body)).toContain(out[0]);
    const unknown = await prices.list({ collection: 'no-such-collection' });
    expect(unknown.body).toEqual({ products: [], info: { page: 1, n_pages: 1, size: 0 } });
  });

  it('searches by part of a name in either language, accents and case ignored, and by id', async () => {
    const { ids: found, word } = await insertPricedProducts(t.db, 2, {
      names: (index, word) => ({ es: `Lámpara ${word} Ñandú ${index}`, en: `Lamp ${word} Rhea ${index}` }),
    });
    expect(ids((await prices.list({ search: `LAMPARA ${word}` })).body)).toEqual(found);
    expect(ids((await prices.list({ search: 'ñandu 1' })).body)).toContain(found[1]);
    expect(ids((await prices.list({ search: `lamp ${word.toUpperCase()} rhea 0` })).body)).toEqual([
      found[0],
    ]);
    expect(ids((await prices.list({ search: String(found[0]) })).body)).toContain(found[0]);
    expect((await prices.list({ search: '100%_\\' })).body.info.size).toBe(0);
  });

  it('refuses a bad sort or page with a per-field 400', async () => {
    const { status, body } = await prices.list({ sort: 'colour', page: 0 });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['sort', 'page']));
  });

  it('is for staff only: no token 401, a customer 403', async () => {
    const anonymous = await t.app.inject({ url: `/api/backoffice/prices?user_id=${staff.userId}` });
    expect(anonymous.statusCode).toBe(401);
    const customer = await registerUser(t.app);
    const asCustomer = await t.app.inject({
      url: `/api/backoffice/prices?user_id=${customer.userId}`,
      headers: customer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/backoffice/prices/1',
      payload: { user_id: customer.userId, version: 1, price: 1 },
      headers: customer.auth,
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('GET /api/backoffice/prices/categories', () => {
  it('gives the collections and their types in both languages', async () => {
    const { status, body } = await prices.categories();
    expect(status).toBe(200);
    expect(body.collections.length).toBeGreaterThan(1);
    expect(body.collections[0]).toEqual({
      key: expect.any(String),
      name_es: expect.any(String),
      name_en: expect.any(String),
      types: expect.arrayContaining([
        { slug: expect.any(String), name_es: expect.any(String), name_en: expect.any(String) },
      ]),
    });
  });
});

describe('GET and PATCH /api/backoffice/prices/:id', () => {
  it('reads one product; an unknown one is a 404 under product', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { listPriceCents: 12_345, discount: 12.5, stock: 4 });
    const { status, body } = await prices.product(id!);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      list_price: 123.45,
      discount: 12.5,
      price: 108.02,
      stock: 4,
      version: 1,
    });
    const unknown = await prices.product(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body.errors)).toEqual(['product']);
  });

  it('changes the list price, the discount and the stock (a delta), the sale price half up, the version on', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { listPriceCents: 10_000, stock: 5 });
    const { status, body } = await prices.edit(id!, {
      version: 1,
      price: 0.99,
      discount: 12.5,
      stock_delta: -2,
    });
    expect(status).toBe(200);
    // 0.99 € less 12.5 %: 0.86625 → 0.87 €.
    expect(body).toEqual({
      status: 'success',
      data: expect.objectContaining({ list_price: 0.99, discount: 12.5, price: 0.87, stock: 3, version: 2 }),
    });
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      list_price_cents: 99,
      price_cents: 87,
      discount_percent: 12.5,
      stock: 3,
      version: 2,
    });
    // Each field alone.
    expect((await prices.edit(id!, { version: 2, price: 200 })).body.data).toMatchObject({
      price: 175,
      version: 3,
    });
    expect((await prices.edit(id!, { version: 3, discount: 0 })).body.data).toMatchObject({
      price: 200,
      version: 4,
    });
    expect((await prices.edit(id!, { version: 4, stock_delta: 7 })).body.data).toMatchObject({
      stock: 10,
      version: 5,
    });
  });

  it('records nothing and keeps the version for a value the product already has', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { listPriceCents: 5_000 });
    const { body } = await prices.edit(id!, { version: 1, price: 50, stock_delta: 0 });
    expect(body.data).toMatchObject({ version: 1, list_price: 50 });
    expect((await prices.history(id!)).body.changes).toEqual([]);
  });

  it.each([
    [{ price: 0 }, 'price', 'El precio debe ser mayor que 0', 'The price must be above 0'],
    [
      { price: 1_000_000.01 },
      'price',
      'El precio no puede pasar de 1.000.000,00 €',
      'The price cannot be more than €1,000,000.00',
    ],
    [{ price: 10.005 }, 'price', 'Admite como máximo dos decimales', 'Use at most two decimals'],
    [{ price: 'diez' }, 'price', 'Introduce un precio en euros', 'Enter a price in euros'],
    [
      { discount: 91 },
      'discount',
      'El descuento debe estar entre 0 y 90 %',
      'The discount must be from 0 to 90%',
    ],
    [{ discount: 12.25 }, 'discount', 'Admite como máximo un decimal', 'Use at most one decimal'],
    [
      { stock_delta: 1.5 },
      'stock_delta',
      'Las unidades deben ser un número entero',
      'Units must be a whole number',
    ],
    [
      { stock_delta: 2_000_000 },
      'stock_delta',
      'Las existencias no pueden pasar de 1.000.000 de unidades',
      'The stock cannot be more than 1,000,000 units',
    ],
  ])('refuses %j with a message under its field, in Spanish and English', async (change, field, es, en) => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1);
    const spanish = await prices.edit(id!, { version: 1, ...change });
    expect(spanish.status).toBe(400);
    expect(spanish.body.errors[field]).toEqual([es]);
    const english = await prices.edit(id!, { version: 1, ...change }, EN);
    expect(english.body.errors[field]).toEqual([en]);
  });

  it('refuses an edit with nothing to change, 400 under product', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1);
    const { status, body } = await prices.edit(id!, { version: 1 });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['product']);
  });

  it('refuses a save on an old version, 409 under version, nothing saved', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { listPriceCents: 10_000, stock: 5 });
    expect((await prices.edit(id!, { version: 1, price: 110 })).status).toBe(200);
    const stale = await prices.edit(id!, { version: 1, price: 120, discount: 10, stock_delta: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.version[0]).toMatch(/Otra persona del equipo ha cambiado este producto/);
    const english = await prices.edit(id!, { version: 1, price: 120 }, EN);
    expect(english.body.errors.version[0]).toMatch(/Another staff member changed this product/);
    expect((await prices.product(id!)).body).toMatchObject({
      list_price: 110,
      discount: 0,
      stock: 5,
      version: 2,
    });
    expect((await prices.history(id!)).body.changes).toHaveLength(1);
  });

  it('refuses a stock that would go below 0 (a sale took the units), 409 under stock', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { stock: 2 });
    const { status, body } = await prices.edit(id!, { version: 1, stock_delta: -3, price: 5 });
    expect(status).toBe(409);
    expect(Object.keys(body.errors)).toEqual(['stock']);
    expect((await prices.product(id!)).body).toMatchObject({ stock: 2, list_price: 100, version: 1 });
  });

  it('answers 404 under product for an unknown id', async () => {
    const { status, body } = await prices.edit(2_000_000_000, { version: 1, price: 5 });
    expect(status).toBe(404);
    expect(Object.keys(body.errors)).toEqual(['product']);
  });
});

describe('GET /api/backoffice/prices/:id/history', () => {
  it('gives who, when, which field, from and to, the version made, newest first', async () => {
    const {
      ids: [id],
    } = await insertPricedProducts(t.db, 1, { listPriceCents: 10_000, stock: 5 });
    const started = Date.now();
    await prices.edit(id!, { version: 1, price: 120.5, discount: 7.5 });
    await prices.edit(id!, { version: 2, stock_delta: -5 });
    const { status, body } = await prices.history(id!);
    expect(status).toBe(200);
    expect(body.info).toEqual({ page: 1, n_pages: 1, size: 3 });
    expect(body.changes).toEqual([
      { at: expect.any(String), by: staff.email, field: 'stock', from: 5, to: 0, version: 3, bulk: false },
      {
        at: expect.any(String),
        by: staff.email,
        field: 'discount',
        from: 0,
        to: 7.5,
        version: 2,
        bulk: false,
      },
      {
        at: expect.any(String),
        by: staff.email,
        field: 'price',
        from: 100,
        to: 120.5,
        version: 2,
        bulk: false,
      },
    ]);
    expect(Date.parse(body.changes[0].at)).toBeGreaterThanOrEqual(started - 5000);
    expect((await prices.history(2_000_000_000)).status).toBe(404);
  });
});
