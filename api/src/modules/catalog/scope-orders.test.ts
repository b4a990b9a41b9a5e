import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import {
  CatalogRepository,
  LISTING_ORDER_BY,
  type ListingScope,
  type SearchScope,
} from './catalog.repository';
import { isDescending, type ListingOrder, REVERSAL_OF, reversed } from './listing-orders';

// A listing's pages come from its products in every order, read once (listing-orders.ts), a
// search's from what it finds in the order asked: each must be exactly what the database's
// own ORDER BY gives, ties by id in the sort's direction, on PGlite and PostgreSQL alike.

let database: DatabaseHandle;
let repository: CatalogRepository;

beforeAll(async () => {
  database = await openTestDatabase();
  repository = new CatalogRepository(database.db);
});
afterAll(() => database?.close());

async function expected(where: string, order: ListingOrder): Promise<{ ids: number[]; prices: number[] }> {
  const { rows } = await sql<{
    id: number;
    price_cents: number;
  }>`select id, price_cents from products where ${sql.raw(
    where,
  )} order by ${sql.raw(LISTING_ORDER_BY[order])}`.execute(database.db);
  return { ids: rows.map((row) => row.id), prices: rows.map((row) => row.price_cents) };
}

describe('a listing scope in every order', () => {
  it.each([
    ['a type', { kind: 'type', typeId: 1 } as ListingScope, 'type_id = 1'],
    ['the sales', { kind: 'sales' } as ListingScope, 'discount_percent > 0'],
  ])('%s: each order as the database sorts it, with its prices', async (_name, scope, where) => {
    const orders = await repository.scopeOrders(scope);
    for (const order of Object.keys(LISTING_ORDER_BY) as ListingOrder[]) {
      const want = await expected(where, order);
      expect(want.ids.length).toBeGreaterThan(1);
      expect({ order, ids: [...orders[order].ids], prices: [...orders[order].prices] }).toEqual({
        order,
        ...want,
      });
    }
  });

  // The service reads a search's descending orders as its ascending ones reversed.
  it('a search: each order but relevance as the database sorts what it finds', async () => {
    const scope: SearchScope = { kind: 'search', words: [{ typed: 'sofa', spellings: ['sofa'] }] };
    for (const order of Object.keys(LISTING_ORDER_BY) as ListingOrder[]) {
      if (order === 'best') continue;
      const found = isDescending(order)
        ? reversed(await repository.searchOrder(scope, REVERSAL_OF[order], 'es'))
        : await repository.searchOrder(scope, order, 'es');
      const want = await expected("search_text like '%sofa%'", order);
      expect(want.ids.length).toBeGreaterThan(1);
      expect({ order, ids: [...found.ids], prices: [...found.prices] }).toEqual({ order, ...want });
    }
  });

  it('is empty for a type without products', async () => {
    const orders = await repository.scopeOrders({ kind: 'type', typeId: 999_999 });
    expect(orders.best.ids).toHaveLength(0);
    expect(orders.name_en_desc.prices).toHaveLength(0);
  });
});
