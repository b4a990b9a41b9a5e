import {
  CATALOG_PAGE_SIZE,
  COLLECTION_SLUGS,
  CollectionAnswerSchema,
  ProductDetailSchema,
  SearchAnswerSchema,
  type SearchAnswer,
  TypeProductsAnswerSchema,
} from 'shared-contracts';
import { getJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => getJson(t.app, url, headers);

const strictKeys = (value: object) => Object.keys(value).sort();

describe('GET /api/type_products/{name}', () => {
  it('answers products and info with exactly the fields of docs/spec.md §7, best sellers first', async () => {
    const { status, body } = await get('/api/type_products/sofas?language=en');
    expect(status).toBe(200);
    const answer = TypeProductsAnswerSchema.parse(body);
    expect(strictKeys(body.info)).toEqual([
      'image',
      'n_pages',
      'name_show',
      'page',
      'price_max',
      'price_min',
      'size',
    ]);
    expect(strictKeys(body.products[0])).toEqual(
      ['discount', 'height', 'id', 'image', 'images', 'long', 'name', 'price', 'stock', 'width'].sort(),
    );
    expect(answer.info).toMatchObject({
      name_show: 'Sofas',
      image: '/static_images/image_type/sofas.svg',
      page: 1,
    });
    expect(answer.products.every((p) => p.images.length >= 2 && p.image === p.images[0])).toBe(true);
    const { units_sold: top } = await t.db
      .selectFrom('products as p')
      .innerJoin('product_types as pt', 'pt.id', 'p.type_id')
      .select('p.units_sold')
      .where('pt.slug', '=', 'sofas')
      .orderBy('p.units_sold', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const first = await t.db
      .selectFrom('products')
      .select('units_sold')
      .where('id', '=', answer.products[0]!.id)
      .executeTakeFirstOrThrow();
    expect(first.units_sold).toBe(top);
  });

  it('floors price_min, rounds price_max up and counts pages', async () => {
    const { body } = await get('/api/type_products/chairs');
    const prices = await t.db
      .selectFrom('products as p')
      .innerJoin('product_types as pt', 'pt.id', 'p.type_id')
      .select(['p.price_cents'])
      .where('pt.slug', '=', 'chairs')
      .execute();
    const cents = prices.map((p) => p.price_cents);
    expect(body.info.price_min).toBe(Math.floor(Math.min(...cents) / 100));
    expect(body.info.price_max).toBe(Math.ceil(Math.max(...cents) / 100));
    expect(body.info.size).toBe(cents.length);
    expect(body.info.n_pages).toBe(Math.max(1, Math.ceil(cents.length / CATALOG_PAGE_SIZE)));
    expect(body.info.name_show).toBe('Sillas');
  });

  it('filters by price, keeps the unfiltered span in info, and sorts by price or name', async () => {
    const all = TypeProductsAnswerSchema.parse((await get('/api/type_products/vases')).body);
    const min = all.info.price_min + 20;
    const max = all.info.price_max - 20;
    const { body } = await get(
      `/api/type_products/vases?price_min=${min}&price_max=${max}&sort_by=price&ascending=true`,
    );
    const filtered = TypeProductsAnswerSchema.parse(body);
    expect(filtered.products.every((p) => p.price >= min && p.price <= max)).toBe(true);
    expect(filtered.info.price_min).toBe(all.info.price_min);
    expect(filtered.info.size).toBeLessThan(all.info.size);
    const prices = filtered.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byName = TypeProductsAnswerSchema.parse(
      (await get('/api/type_products/vases?sort_by=name&ascending=false&language=en')).body,
    );
    const names = byName.products.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('pages through a listing without repeating products', async () => {
    const first = SearchAnswerSchema.parse((await get('/api/sales?page=1')).body);
    const second = SearchAnswerSchema.parse((await get('/api/sales?page=2')).body).products;
    expect(first.products).toHaveLength(CATALOG_PAGE_SIZE);
    const ids = new Set(first.products.map((p) => p.id));
    expect(second.some((p) => ids.has(p.id))).toBe(false);
  });

  it.each(['floorlamps', 'FloorLamps', 'Floor lamps', 'lamparasdepie', 'Lámparas de pie'])(
    'finds the type from %p',
    async (name) => {
      const { status, body } = await get(`/api/type_products/${encodeURIComponent(name)}?language=es`);
      expect(status).toBe(200);
      expect(body.info.name_show).toBe('Lámparas de pie');
    },
  );

  it('answers an unknown category with a 404 and a clear message, in the language asked', async () => {
    expect(await get('/api/type_products/spaceships')).toEqual({
      status: 404,
      body: { errors: { type_product: ['No existe la categoría «spaceships»'] } },
    });
    const english = await get('/api/type_products/spaceships', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toEqual({ errors: { type_product: ['There is no category "spaceships"'] } });
  });

  it('answers a page past the end with no products, not an error', async () => {
    const { status, body } = await get('/api/type_products/sofas?page=999');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.info.page).toBe(999);
  });
});

describe('GET /api/collections/{name}', () => {
  it.each([
    ['furnitures', 'en', 'Furniture'],
    ['coleccionmuebles', 'es', 'Muebles'],
    ['decoracion', 'en', 'Decor'],
    ['lamps', 'es', 'Lámparas'],
    ['accesorios', 'es', 'Accesorios'],
  ])('%s in %s is %s, with its type tiles', async (slug, language, name) => {
    const { status, body } = await get(`/api/collections/${slug}?language=${language}`);
    expect(status).toBe(200);
    const answer = CollectionAnswerSchema.parse(body);
    expect(answer.name).toBe(name);
    expect(answer.type_products.length).toBeGreaterThanOrEqual(4);
    for (const tile of answer.type_products) {
      expect(strictKeys(tile)).toEqual(['image', 'name', 'name_show']);
      const image = await t.app.inject({ url: tile.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      const listing = await get(`/api/type_products/${tile.name}`);
      expect(listing.status).toBe(200);
    }
  });

  it('answers an unknown collection with a 404', async () => {
    expect(await get('/api/collections/garden')).toEqual({
      status: 404,
      body: { errors: { collection: ['No existe la colección «garden»'] } },
    });
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the detail in the language asked, images served at /images', async () => {
    const es = await get('/api/products/1');
    const en = await get('/api/products/1?language=en');
    expect(es.status).toBe(200);
    const detail = ProductDetailSchema.parse(en.body);
    for (const field of [
      'images',
      'name',
      'price',
      'stock',
      'discount',
      'description',
      'width',
      'height',
      'long',
    ]) {
      expect(en.body).toHaveProperty(field);
    }
    expect(es.body.name).not.toBe(detail.name);
    expect(es.body.description).toMatch(/Mide \d+ × \d+ × \d+ cm/);
    expect(detail.description).toMatch(/Measures \d+ × \d+ × \d+ cm/);
    const image = await t.app.inject({ url: detail.images[1]! });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('<svg');
  });

  // Where the product sits: its collection as /collections/{slug} routes it (COLLECTION_SLUGS)
  // and its type as that collection's tiles name it (/type_products/{name}).
  it.each([
    ['sofas', 'es', { slug: 'coleccionmuebles', name: 'Muebles' }, { name: 'sofas', name_show: 'Sofás' }],
    ['sofas', 'en', { slug: 'furnitures', name: 'Furniture' }, { name: 'sofas', name_show: 'Sofas' }],
    [
      'floorlamps',
      'es',
      { slug: 'lamparas', name: 'Lámparas' },
      { name: 'floorlamps', name_show: 'Lámparas de pie' },
    ],
    ['floorlamps', 'en', { slug: 'lamps', name: 'Lamps' }, { name: 'floorlamps', name_show: 'Floor lamps' }],
  ])(
    'places a product of %s in its collection and type, in %s',
    async (type, language, collection, typeProduct) => {
      const { id } = await t.db
        .selectFrom('products as p')
        .innerJoin('product_types as pt', 'pt.id', 'p.type_id')
        .select('p.id')
        .where('pt.slug', '=', type)
        .orderBy('p.id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const { status, body } = await get(`/api/products/${id}?language=${language}`);
      expect(status).toBe(200);
      const detail = ProductDetailSchema.parse(body);
      expect(body.collection).toEqual(collection);
      expect(body.type_product).toEqual(typeProduct);
      const lang = language as 'es' | 'en';
      expect(Object.values(COLLECTION_SLUGS).map((slugs) => slugs[lang])).toContain(detail.collection?.slug);
      // The same names the collection's page shows for its tile, and a listing that answers.
      const shown = CollectionAnswerSchema.parse(
        (await get(`/api/collections/${collection.slug}?language=${language}`)).body,
      );
      expect(shown.name).toBe(collection.name);
      expect(shown.type_products.map(({ name, name_show }) => ({ name, name_show }))).toContainEqual(
        typeProduct,
      );
      expect((await get(`/api/type_products/${typeProduct.name}?language=${language}`)).status).toBe(200);
    },
  );

  it('places a product of every type', async () => {
    const firsts = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.min('id').as('id'))
      .groupBy('type_id')
      .execute();
    const types = await t.db.selectFrom('product_types').select('id').execute();
    expect(firsts).toHaveLength(types.length);
    for (const { id } of firsts) {
      const { body } = await get(`/api/products/${id}?language=en`);
      expect(ProductDetailSchema.parse(body)).toMatchObject({
        collection: { slug: expect.any(String), name: expect.any(String) },
        type_product: { name: expect.any(String), name_show: expect.any(String) },
      });
    }
  });

  it('answers prices in euros with two decimals from the cents it stores', async () => {
    const row = await t.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('price_cents', '>', 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { body } = await get(`/api/products/${row.id}`);
    expect(body.price).toBe(row.price_cents / 100);
  });

  it.each([
    ['an unknown id', '/api/products/99999999', 404, { product: ['No existe el producto 99999999'] }],
    ['a non-numeric id', '/api/products/abc', 400, { id: ['Debe ser un identificador numérico'] }],
    ['a zero id', '/api/products/0', 400, { id: ['Debe ser un identificador numérico'] }],
  ])('answers %s clearly', async (_case, url, status, errors) => {
    expect(await get(url)).toEqual({ status, body: { errors } });
  });
});

describe('GET /api/search', () => {
  const search = async (query: string, extra = ''): Promise<SearchAnswer> => {
    const { status, body } = await get(`/api/search?query=${encodeURIComponent(query)}${extra}`);
    expect(status).toBe(200);
    return SearchAnswerSchema.parse(body);
  };

  it('answers products and info (no name_show or image)', async () => {
    const { body } = await get('/api/search?query=lampara');
    expect(strictKeys(body.info)).toEqual(['n_pages', 'page', 'price_max', 'price_min', 'size']);
  });

  it.each([
    ['lámpara', 'lampara'],
    ['LAMPARA', 'lampara'],
    ['lamp', 'lamp'],
    ['lampra', 'lampara'],
    ['sofá', 'sofa'],
    ['sfoa', 'sofa'],
    ['chiar', 'chair'],
    ['espjo', 'espejo'],
    ['mirorr', 'mirror'],
  ])(
    '%p finds products about %p, in either language, despite case, accents and a small typo',
    async (query, about) => {
      const answer = await search(query, '&language=en');
      expect(answer.info.size).toBeGreaterThan(0);
      const rows = await t.db
        .selectFrom('products')
        .select(['id', 'search_text'])
        .where(
          'id',
          'in',
          answer.products.map((p) => p.id),
        )
        .execute();
      expect(rows.every((row) => row.search_text.includes(about))).toBe(true);
    },
  );

  it('ranks products whose name starts with the words first', async () => {
    const answer = await search('toledo', '&language=es');
    expect(answer.products[0]?.name).toMatch(/Toledo/);
  });

  it('ranks whole words above words that only start with them', async () => {
    const answer = await search('lampara de pie', '&language=es');
    const top = answer.products.slice(0, 10).map((p) => p.name);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((name) => /\bde pie\b/i.test(name))).toBe(true);
  });

  it('needs every word: more words narrow the result', async () => {
    const broad = await search('sofa');
    const narrow = await search('sofa toledo');
    expect(narrow.info.size).toBeGreaterThan(0);
    expect(narrow.info.size).toBeLessThan(broad.info.size);
  });

  it.each(['xyzzyplugh', 'de la', "'; drop table products; --", '%_%'])(
    'answers %p with an empty, well-formed result',
    async (query) => {
      const answer = await search(query);
      expect(answer).toEqual({
        products: [],
        info: { price_min: 0, price_max: 0, n_pages: 1, page: 1, size: 0 },
      });
    },
  );

  it('filters by price and sorts by name like listings', async () => {
    const answer = await search('mesa', '&price_min=100&price_max=900&sort_by=name&language=es');
    expect(answer.products.every((p) => p.price >= 100 && p.price <= 900)).toBe(true);
    const names = answer.products.map((p) => p.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/sales', () => {
  it('lists only discounted products', async () => {
    const { status, body } = await get('/api/sales?sort_by=price&ascending=false');
    expect(status).toBe(200);
    const answer = SearchAnswerSchema.parse(body);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => p.discount > 0)).toBe(true);
    const prices = answer.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
