import { PRICE_EXPORT_COLUMNS } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStaffUser, type TestUser } from '../../../testing/users';
import { insertPricedProducts, pricesClient } from './testing/prices-fixtures';

// Issue 28 point 5: the filtered list as CSV, in the screen's order, read from the database in
// chunks and written as a stream.

let t: TestApp;
let staff: TestUser;
let prices: ReturnType<typeof pricesClient>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.app, t.db);
  prices = pricesClient(t.app, staff);
});
afterAll(() => t?.close());

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/backoffice/prices/export.csv', () => {
  it('writes every product of the filter in the order, names quoted and never a formula', async () => {
    const { ids, word } = await insertPricedProducts(t.db, 3, {
      listPriceCents: 123_456,
      discount: 12.5,
      stock: 3,
      names: (index, word) =>
        [
          { es: `Sofá "Nube", ${word} a`, en: `Sofa ${word} a` },
          { es: `=HYPERLINK("x") ${word} b`, en: `${word} b` },
          { es: `Mesa ${word} c`, en: `${word} c` },
        ][index]!,
    });
    const response = await prices.exportCsv({ search: word, sort: 'name', dir: 'desc', language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="precios-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(PRICE_EXPORT_COLUMNS.join(','));
    expect(rows).toHaveLength(3);
    // By name, descending: Sofá, Mesa, =HYPERLINK.
    expect(rows[0]).toMatch(
      new RegExp(`^${ids[0]},"Sofá ""Nube"", ${word} a",1234\\.56,12\\.5,1080\\.24,3,\\d{4}-.+Z$`),
    );
    expect(rows[1]).toMatch(new RegExp(`^${ids[2]},Mesa ${word} c,`));
    expect(rows[2]).toMatch(new RegExp(`^${ids[1]},"'=HYPERLINK\\(""x""\\) ${word} b",`));
  });

  it('goes through every chunk: the whole catalogue, each product once, in the order', async () => {
    const { body: list } = await prices.list({ sort: 'price', dir: 'asc' });
    const response = await prices.exportCsv({ sort: 'price', dir: 'asc', language: 'en' });
    expect(response.headers['content-disposition']).toMatch(/filename="prices-/);
    const rows = lines(response.body).slice(1);
    expect(rows).toHaveLength(list.info.size);
    const exported = rows.map((row) => Number(row.split(',')[0]));
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.slice(0, 50)).toEqual(list.products.map((product: { id: number }) => product.id));
  });

  it('keeps to the filter', async () => {
    const response = await prices.exportCsv({ stock: 'out', sort: 'changed', dir: 'desc' });
    const rows = lines(response.body).slice(1);
    expect(rows.every((row) => row.split(',').at(-2) === '0')).toBe(true);
  });
});
