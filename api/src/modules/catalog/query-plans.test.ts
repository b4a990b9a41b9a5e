import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import {
  explain,
  type PlanNode,
  planNodes,
  recordCatalogueQueries,
  type RecordedQuery,
  scansOf,
} from './query-plans';

// Every catalogue read must be able to use an index on products (api/README.md "Query
// plans"): with sequential scans priced out, a plan that still reads products sequentially
// has no index it can use, the full scan a future change must not bring back. The seeded
// test catalogue is small, so the planner is told to avoid sequential scans rather than
// left to prefer them, as it rightly would on 616 rows; the plans on 100,000 products are
// bench/src/catalogue-plans.ts's to print.

let database: DatabaseHandle;
let queries: RecordedQuery[];

beforeAll(async () => {
  database = await openTestDatabase();
  queries = await recordCatalogueQueries(database.db);
});
afterAll(() => database?.close());

const readsOfProducts = () => queries.filter((query) => /from "products"/.test(query.sql));

/** A query's plan with sequential scans priced out (see above). */
const planOf = (query: RecordedQuery): Promise<PlanNode> =>
  database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return explain(trx, query);
  });

const queryOf = (read: string): RecordedQuery => {
  const found = queries.filter((query) => query.read === read);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('catalogue query plans', () => {
  it('records every read: listings by each sort and filter, counts, product, sales and searches', () => {
    const reads = new Set(readsOfProducts().map((query) => query.read));
    expect(reads.size).toBeGreaterThanOrEqual(20);
    for (const read of [
      'product',
      'listing: best selling',
      'listing: price filter, by price',
      'sales: counts and price span',
    ])
      expect(reads).toContain(read);
    expect([...reads].filter((read) => read.startsWith('search')).length).toBeGreaterThanOrEqual(10);
  });

  it('reads products through an index in every one of them, never a sequential scan', async () => {
    const scans: string[] = [];
    for (const query of readsOfProducts()) {
      const plan = await planOf(query);
      const nodes = planNodes(plan);
      if (nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'))
        scans.push(query.read);
      expect(nodes.some((node) => /Index|Bitmap/.test(node['Node Type']))).toBe(true);
    }
    expect(scans).toEqual([]);
  });

  // Migration 0021: a type's or sales' size is its product_counts row, its price span the two
  // ends of its price index, a price filter's count that index's range between the bounds.
  // None of them may walk the scope's whole range of an index (4,500 entries a type, 30,000
  // sales on 100,000 products) as the single count(*)/min/max pass before it did.
  it.each([
    ['listing: counts and price span', 0],
    ['listing: counts in a price filter', 1],
    ['sales: counts and price span', 0],
    ['sales: counts in a price filter', 1],
  ])('%s: the kept count, one probe at each end of the price index, %i price range', async (read, ranges) => {
    const plan = await planOf(queryOf(read));
    expect(scansOf(plan, 'product_counts')).toHaveLength(1);
    const scans = scansOf(plan, 'products');
    expect(scans.map((scan) => scan.bound).sort()).toEqual(
      [...Array<string>(ranges).fill('price range'), 'one end', 'one end'].sort(),
    );
    const priceIndex = read.startsWith('sales') ? 'products_sales_price' : 'products_type_price';
    expect(scans.filter((scan) => scan.bound === 'one end').map((scan) => scan.index)).toEqual([
      priceIndex,
      priceIndex,
    ]);
  });

  it('counts a search on the trigram index (no count is kept per query)', async () => {
    const plan = await planOf(queryOf("search 'sofa': counts"));
    expect(planNodes(plan).some((node) => node['Index Name'] === 'products_search')).toBe(true);
  });
});
