import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { explain, planNodes, recordCatalogueQueries, type RecordedQuery } from './query-plans';

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
      const plan = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return explain(trx, query);
      });
      const nodes = planNodes(plan);
      if (nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'))
        scans.push(query.read);
      expect(nodes.some((node) => /Index|Bitmap/.test(node['Node Type']))).toBe(true);
    }
    expect(scans).toEqual([]);
  });
});
