import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { explain, type PlanNode, planNodes, recordCatalogueQueries, type RecordedQuery } from './query-plans';

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
  it('records every read: listings, product, sales and searches', () => {
    const reads = new Set(readsOfProducts().map((query) => query.read));
    expect(reads.size).toBeGreaterThanOrEqual(15);
    for (const read of [
      'product',
      "listing: a type's products in every order",
      'sales: their products in every order',
      "search 'sofa': by name (en)",
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

  // A listing's pages, counts and price span come from its products in every order, read
  // once (listing-orders.ts): each order a walk of an index that holds it (a type's range of a
  // type index, a partial index of the products on sale), never the whole table, never a sort.
  it.each([
    ["listing: a type's products in every order", /^products_type_/],
    ['sales: their products in every order', /^products_sales_/],
  ])('%s: read through %s', async (read, index) => {
    const nodes = planNodes(await planOf(queryOf(read)));
    const indexes = nodes.flatMap((node) => node['Index Name'] ?? []);
    expect(indexes).toHaveLength(4);
    for (const name of indexes) expect(name).toMatch(index);
    expect(nodes.filter((node) => /Sort/.test(node['Node Type']))).toEqual([]);
  });

  // The start-up reads every card a chunk at a time, each chunk a walk of an index in id
  // order (the primary key, or the sitemap's, which starts with id).
  it("reads the warm-up's chunks of cards along an index in id order, without a sort", async () => {
    const nodes = planNodes(await planOf(queryOf("cards, a chunk by id (the start-up's warm-up)")));
    expect(nodes.flatMap((node) => node['Index Name'] ?? [])).toEqual([
      expect.stringMatching(/^products_(pkey|sitemap)$/),
    ]);
    expect(nodes.filter((node) => /Sort/.test(node['Node Type']))).toEqual([]);
  });

  // A search's pages, counts and price span come the same way from what it finds in the
  // order asked, read once: one pass over the trigram index.
  it("reads a search's products once, through the trigram index", async () => {
    const nodes = planNodes(await planOf(queryOf("search 'mesa roble' (es): what it finds, by relevance")));
    expect(nodes.filter((node) => node['Index Name'] === 'products_search')).toHaveLength(1);
  });
});
