import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { type Db } from '../../db/database';
import { CatalogRepository, type ListingScope, type SearchScope } from './catalog.repository';
import { alternatives, queryWords } from './search-terms';

// The catalogue's reads as SQL, and their plans: what api/README.md's "Query plans" lists,
// what query-plans.test.ts holds to index scans, and what bench/src/catalogue-plans.ts prints
// on a 100,000-product catalogue.

export interface RecordedQuery {
  read: string;
  sql: string;
  parameters: readonly unknown[];
}

/** Compiles each query as the executor will run it (this plugin goes last), and keeps it. */
class QueryRecorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  private readonly compiler = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.compiler.compileQuery(node, queryId));
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** Queries that mix accents, several words, a typo and a word no product has. */
export const PLAN_SEARCHES = ['lámpara de pie', 'sofa', 'mesa roble', 'lampra', 'zzzz'];

/** What the reads look up first: the type 'sofas' and the search words. */
interface Context {
  sofas: ListingScope;
  search: Map<string, SearchScope>;
}

/** One catalogue read: the repository calls a request makes when nothing is cached. */
interface Read {
  name: string;
  run(repository: CatalogRepository, context: Context): Promise<unknown>;
}

async function contextOf(repository: CatalogRepository): Promise<Context> {
  const type = await repository.findType('sofas');
  if (!type) throw new Error('the catalogue has no sofas: seed it first');
  const vocabulary = await repository.vocabulary();
  const search = new Map<string, SearchScope>();
  for (const query of PLAN_SEARCHES) {
    const words = queryWords(query).map((typed) => ({ typed, spellings: alternatives(typed, vocabulary) }));
    search.set(query, { kind: 'search', words });
  }
  return { sofas: { kind: 'type', typeId: type.id }, search };
}

/** The reads to plan, on a seeded catalogue (type 'sofas', collection 'lamparas'). */
export function catalogueReads(): Read[] {
  const reads: Read[] = [
    { name: 'type by slug', run: (r) => r.findType('sofas') },
    { name: 'type by display name', run: (r) => r.findType('lamparasdepie') },
    { name: 'collection with its types', run: (r) => r.collectionWithTypes('lamparas') },
    { name: 'product', run: (r) => r.findProducts([42, 4242]) },
    { name: "cards, a chunk by id (the start-up's warm-up)", run: (r) => r.cardsAfter(250, 250) },
    { name: "types with their collections (a product's place)", run: (r) => r.typePlacements() },
    { name: 'search vocabulary', run: (r) => r.vocabulary() },
    { name: "listing: a type's products in every order", run: (r, c) => r.scopeOrders(c.sofas) },
    { name: 'sales: their products in every order', run: (r) => r.scopeOrders({ kind: 'sales' }) },
  ];
  for (const query of PLAN_SEARCHES) {
    const scope = (c: Context) => c.search.get(query) as SearchScope;
    for (const language of ['es', 'en'] as const)
      reads.push({
        name: `search '${query}' (${language}): what it finds, by relevance`,
        run: (r, c) => r.searchOrder(scope(c), 'best', language),
      });
  }
  const sofa = (c: Context) => c.search.get('sofa') as SearchScope;
  reads.push(
    { name: "search 'sofa': by price", run: (r, c) => r.searchOrder(sofa(c), 'price_asc', 'es') },
    {
      name: "search 'sofa': by name (en)",
      run: (r, c) => r.searchOrder(sofa(c), 'name_en_asc', 'en'),
    },
  );
  return reads;
}

/** The SQL each read runs (its own queries, not the look-ups of its context). */
export async function recordCatalogueQueries(db: Db): Promise<RecordedQuery[]> {
  const context = await contextOf(new CatalogRepository(db));
  const recorded: RecordedQuery[] = [];
  for (const read of catalogueReads()) {
    const recorder = new QueryRecorder();
    await read.run(new CatalogRepository(db.withPlugin(recorder)), context);
    // A subquery passes the plugins on its own too, its parameters numbered from $1: only the
    // queries the database runs.
    const shape = (query: CompiledQuery) => query.sql.replace(/\$\d+/g, '$');
    const run = recorder.queries.filter(
      (query) => !recorder.queries.some((other) => other !== query && shape(other).includes(shape(query))),
    );
    for (const query of run) recorded.push({ read: read.name, sql: query.sql, parameters: query.parameters });
  }
  return recorded;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Subplan Name'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

/** EXPLAIN's answer: the plan, and with `analyze` the whole statement's time. */
export interface Explained {
  Plan: PlanNode;
  'Execution Time'?: number;
}

/** The plan PostgreSQL chooses for a query, and with `analyze` its timings. */
export async function explainQuery(db: Db, query: RecordedQuery, analyze = false): Promise<Explained> {
  const options = analyze ? '(analyze, buffers, format json)' : '(format json)';
  const result = await db.executeQuery<{ 'QUERY PLAN': Explained[] | string }>(
    CompiledQuery.raw(`explain ${options} ${query.sql}`, [...query.parameters]),
  );
  const cell = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof cell === 'string' ? (JSON.parse(cell) as Explained[]) : cell;
  const explained = parsed?.[0];
  if (!explained?.Plan) throw new Error(`no plan for ${query.sql}`);
  return explained;
}

/** The plan PostgreSQL chooses for a query, with its timings when `analyze`. */
export async function explain(db: Db, query: RecordedQuery, analyze = false): Promise<PlanNode> {
  return (await explainQuery(db, query, analyze)).Plan;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** A plan as indented lines: node, relation, index and its condition (a subplan by its name). */
export function describePlan(plan: PlanNode, depth = 0): string[] {
  const subplan = plan['Subplan Name'] ? `${plan['Subplan Name']}: ` : '';
  const on = plan['Relation Name'] ? ` on ${plan['Relation Name']}` : '';
  const index = plan['Index Name'] ? ` using ${plan['Index Name']}` : '';
  const condition = plan['Index Cond'] ? ` ${plan['Index Cond']}` : '';
  const time =
    plan['Actual Total Time'] === undefined ? '' : `  (${plan['Actual Total Time'].toFixed(2)} ms)`;
  return [
    `${'  '.repeat(depth)}${subplan}${plan['Node Type']}${index}${on}${condition}${time}`,
    ...(plan.Plans ?? []).flatMap((child) => describePlan(child, depth + 1)),
  ];
}
