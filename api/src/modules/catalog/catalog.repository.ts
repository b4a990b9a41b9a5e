import {
  CompiledQuery,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { type Db } from '../../db/database';
import {
  type CollectionsTable,
  type Database,
  type ProductsTable,
  type ProductTypesTable,
} from '../../db/schema';

export type CatalogLanguage = 'es' | 'en';

/** Which products a listing covers. Search carries, per typed word, the spellings that may match it. */
export type ProductScope =
  | { kind: 'type'; typeId: number }
  | { kind: 'sales' }
  | { kind: 'search'; words: { typed: string; spellings: string[] }[] };

export interface PriceRangeCents {
  min: number;
  max: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  price: PriceRangeCents | undefined;
  sort: { by: 'name' | 'price'; ascending: boolean } | undefined;
  language: CatalogLanguage;
}

export interface ScopeStats {
  total: number;
  matching: number;
  minCents: number | null;
  maxCents: number | null;
}

/** A type's or sales' row in product_counts, named as migration 0021's product_count_scopes names it. */
function countsScope(scope: { kind: 'type'; typeId: number } | { kind: 'sales' }): string {
  return scope.kind === 'type' ? `type:${scope.typeId}` : 'sales';
}

const like = (spelling: string) => `%${spelling}%`;

/** What a product card shows besides its id and name. */
const SUMMARY_COLUMNS = [
  'images',
  'width_cm',
  'height_cm',
  'long_cm',
  'price_cents',
  'discount_percent',
  'stock',
] as const;

/**
 * What a product page shows, in both languages (one look-up serves either), and its type:
 * where it sits in the catalogue comes from the types kept in memory (`typePlacements`).
 */
const PRODUCT_COLUMNS = [
  'id',
  'type_id',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  ...SUMMARY_COLUMNS,
] as const;

export type ProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;

/** A type's names: its slug (what /type_products/{name} finds) and display names. */
export type TypeNames = Pick<Selectable<ProductTypesTable>, 'slug' | 'name_en' | 'name_es'>;

/** A collection's slugs (what /collections/{slug} finds) and display names. */
export type CollectionNames = Pick<
  Selectable<CollectionsTable>,
  'slug_en' | 'slug_es' | 'name_en' | 'name_es'
>;

/** Where a type sits in the catalogue: the type and its collection. */
export interface TypePlacement {
  typeId: number;
  type: TypeNames;
  collection: CollectionNames;
}

function scopeFilter(scope: ProductScope) {
  return (eb: ExpressionBuilder<Database, 'products'>) => {
    if (scope.kind === 'type') return eb('type_id', '=', scope.typeId);
    if (scope.kind === 'sales') return eb('discount_percent', '>', 0);
    return eb.and(
      scope.words.map(({ spellings }) => eb.or(spellings.map((s) => eb('search_text', 'like', like(s))))),
    );
  };
}

function priceFilter(price: PriceRangeCents | undefined) {
  return (eb: ExpressionBuilder<Database, 'products'>) =>
    price ? eb.between('price_cents', price.min, price.max) : eb.lit(true);
}

/**
 * Relevance: a typed word that is a whole word of the name (in the language asked) counts
 * most ('pie' in 'lámpara de pie', not in 'piedra': 4), then one that starts a word of the
 * name (2), then the typed spelling anywhere in the text (1); a corrected spelling only
 * matches. Plain string functions, as few as give the same points (this runs on every
 * product a search finds, up to 13,000 of 100,000): a regex per row costs several times as
 * much; the whole-word test only when the word starts one; the last test only for a word
 * with corrected spellings, since without, every product found contains the typed spelling
 * (the same point for all cannot change the order).
 */
function relevance(scope: ProductScope, language: CatalogLanguage): RawBuilder<number> {
  if (scope.kind !== 'search') return sql<number>`0`;
  const name = sql.ref(`sort_name_${language}`);
  const terms = scope.words.map(({ typed, spellings }) => {
    const inName = sql`case when position(${` ${typed}`} in (' ' || ${name})) = 0 then 0 when position(${` ${typed} `} in (' ' || ${name} || ' ')) > 0 then 4 else 2 end`;
    const corrected = spellings.some((spelling) => spelling !== typed);
    return corrected
      ? sql`(${inName} + case when search_text like ${like(typed)} then 1 else 0 end)`
      : sql`(${inName})`;
  });
  return sql<number>`(${sql.join(terms, sql` + `)})`;
}

/** The product batch's prepared statement, in each session that has run it. */
const PRODUCTS_STATEMENT = 'catalog_products';
/** SQLSTATE invalid_sql_statement_name: this session has not prepared it yet. */
const NOT_PREPARED = '26000';

/** An int[] literal of ids (EXECUTE takes no bind parameters): integers only, checked. */
function integerArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not a product id: ${id}`);
  return `'{${ids.join(',')}}'`;
}

/** A listing's order: the one asked for, else relevance (search) and best selling; ties by id. */
function inOrder<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  scope: ProductScope,
  { sort, language }: Pick<PageRequest, 'sort' | 'language'>,
): SelectQueryBuilder<Database, 'products', O> {
  const direction = sort?.ascending === false ? 'desc' : 'asc';
  if (sort?.by === 'name') query = query.orderBy(`sort_name_${language}`, direction);
  else if (sort?.by === 'price') query = query.orderBy('price_cents', direction);
  else if (scope.kind === 'search')
    query = query.orderBy(relevance(scope, language), 'desc').orderBy('units_sold', 'desc');
  else query = query.orderBy('units_sold', 'desc');
  return query.orderBy('id');
}

/** SQL only: the service decides what is asked and shapes the answers. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /** By slug, or by a display name written as a slug ('lamparasdepie' finds 'floorlamps'). */
  findType(slug: string) {
    const asSlug = (column: 'name_es' | 'name_en') =>
      sql<string>`lower(unaccent(replace(${sql.ref(column)}, ' ', '')))`;
    return this.db
      .selectFrom('product_types')
      .select(['id', 'slug', 'name_en', 'name_es', 'hero_image'])
      .where((eb) =>
        eb.or([eb('slug', '=', slug), eb(asSlug('name_es'), '=', slug), eb(asSlug('name_en'), '=', slug)]),
      )
      .orderBy(sql`slug = ${slug}`, 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A collection by either slug, with its types in display order: one round trip. */
  async collectionWithTypes(slug: string) {
    const rows = await this.db
      .selectFrom('collections as c')
      .leftJoin('product_types as t', 't.collection_id', 'c.id')
      .select([
        'c.name_en',
        'c.name_es',
        't.slug',
        't.name_en as type_en',
        't.name_es as type_es',
        't.hero_image',
      ])
      .where((eb) => eb.or([eb('c.slug_en', '=', slug), eb('c.slug_es', '=', slug)]))
      .orderBy('t.position')
      .orderBy('t.id')
      .execute();
    const first = rows[0];
    if (!first) return undefined;
    return {
      name_en: first.name_en,
      name_es: first.name_es,
      // A collection without types yet still exists: its one row has no type columns.
      types: rows.flatMap(({ slug, type_en, type_es, hero_image }) =>
        slug === null || type_en === null || type_es === null || hero_image === null
          ? []
          : [{ slug, name_en: type_en, name_es: type_es, hero_image }],
      ),
    };
  }

  /** Every type with its collection (22 and 4 rows): where each type's products sit. */
  async typePlacements(): Promise<TypePlacement[]> {
    const rows = await this.db
      .selectFrom('product_types as t')
      .innerJoin('collections as c', 'c.id', 't.collection_id')
      .select([
        't.id',
        't.slug',
        't.name_en',
        't.name_es',
        'c.slug_en as collection_slug_en',
        'c.slug_es as collection_slug_es',
        'c.name_en as collection_en',
        'c.name_es as collection_es',
      ])
      .execute();
    return rows.map((row) => ({
      typeId: row.id,
      type: { slug: row.slug, name_en: row.name_en, name_es: row.name_es },
      collection: {
        slug_en: row.collection_slug_en,
        slug_es: row.collection_slug_es,
        name_en: row.collection_en,
        name_es: row.collection_es,
      },
    }));
  }

  /**
   * Several products in one query (the primary key's index, one probe each), as one JSON
   * array the database builds. PGlite hands every column of every row to JavaScript as a
   * string of its own to decode and parse, which cost twice the read itself (thirteen columns
   * a product); one array is one string and one JSON.parse (the drivers parse `json`). The
   * query is a prepared statement of each database session (prepared the first time a
   * session lacks it): planned once instead of for every batch, and on PGlite, where the
   * database runs on the API's own thread, a tenth of an uncached product page's CPU.
   */
  async findProducts(ids: readonly number[]): Promise<ProductRow[]> {
    this.productsSql ??= this.productsQuery([42]).compile().sql;
    const prepare = CompiledQuery.raw(`prepare ${PRODUCTS_STATEMENT}(int[]) as ${this.productsSql}`);
    const execute = CompiledQuery.raw(`execute ${PRODUCTS_STATEMENT}(${integerArray(ids)})`);
    const { rows } = await this.db.connection().execute(async (session) => {
      try {
        return await session.executeQuery<{ products: ProductRow[] | null }>(execute);
      } catch (error) {
        if ((error as { code?: unknown }).code !== NOT_PREPARED) throw error;
        await session.executeQuery(prepare);
        return session.executeQuery<{ products: ProductRow[] | null }>(execute);
      }
    });
    return rows[0]?.products ?? [];
  }

  private productsSql: string | undefined;

  private productsQuery(ids: readonly number[]) {
    return this.db
      .selectFrom(
        this.db
          .selectFrom('products')
          .select(PRODUCT_COLUMNS)
          .where('id', '=', sql<number>`any(${[...ids]}::int[])`)
          .as('p'),
      )
      .select(sql<ProductRow[] | null>`json_agg(p)`.as('products'));
  }

  /**
   * Size and price span of the whole scope, and how many of it fall in the price filter: one
   * query, one snapshot. A type or sales reads its size from product_counts (migration 0021's
   * triggers keep it), its span from the two ends of its price index (one LIMIT 1 probe each)
   * and, with a price filter, counts only the filter's range of that index; none of them walks
   * the whole scope. A search counts what the trigram index finds (there is no count to keep
   * for every query).
   */
  async stats(scope: ProductScope, price: PriceRangeCents | undefined): Promise<ScopeStats> {
    if (scope.kind === 'search') return this.searchStats(scope, price);
    const inScope = (query: SelectQueryBuilder<Database, 'products', object>) =>
      query.where(scopeFilter(scope));
    const end = (direction: 'asc' | 'desc') =>
      inScope(this.db.selectFrom('products'))
        .select('price_cents')
        .orderBy('price_cents', direction)
        .limit(1);
    const total = this.db
      .selectFrom('product_counts')
      .select('products')
      .where('scope', '=', countsScope(scope));
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.fn.coalesce(total, eb.lit(0)).as('total'),
        price
          ? inScope(this.db.selectFrom('products'))
              .select(sql<number>`count(*)::int`.as('matching'))
              .where(priceFilter(price))
              .as('matching')
          : eb.lit(null).$castTo<number | null>().as('matching'),
        end('asc').as('minCents'),
        end('desc').as('maxCents'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: row.total,
      matching: row.matching ?? row.total,
      minCents: row.minCents,
      maxCents: row.maxCents,
    };
  }

  /** A search's counts: what the trigram index finds, in one pass over it. */
  private searchStats(scope: ProductScope, price: PriceRangeCents | undefined): Promise<ScopeStats> {
    const inRange = price ? sql`price_cents between ${price.min} and ${price.max}` : sql`true`;
    return this.db
      .selectFrom('products')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where ${inRange}))::int`.as('matching'),
        sql<number | null>`min(price_cents)`.as('minCents'),
        sql<number | null>`max(price_cents)`.as('maxCents'),
      ])
      .where(scopeFilter(scope))
      .executeTakeFirstOrThrow();
  }

  page(scope: ProductScope, request: PageRequest) {
    const columns = [
      'id',
      request.language === 'en' ? 'name_en as name' : 'name_es as name',
      ...SUMMARY_COLUMNS,
    ] as const;
    const inScope = (query: SelectQueryBuilder<Database, 'products', object>) =>
      query.where(scopeFilter(scope)).where(priceFilter(request.price));
    const paged = <O>(query: SelectQueryBuilder<Database, 'products', O>) =>
      inOrder(query, scope, request)
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize);
    // Listings and sales walk an index in their order and stop at the page.
    if (scope.kind !== 'search')
      return paged(inScope(this.db.selectFrom('products')).select(columns)).execute();
    // A search sorts every product it finds: it sorts their ids, then reads the page's
    // products (sorting whole rows copied each one's columns, images included: a third of
    // the query on a word 12,000 products contain).
    const pageIds = paged(inScope(this.db.selectFrom('products')).select('id'));
    return inOrder(
      this.db.selectFrom('products').select(columns).where('id', 'in', pageIds),
      scope,
      request,
    ).execute();
  }

  /** Every word of the catalogue's search texts. */
  async vocabulary(): Promise<string[]> {
    const rows = await this.db.selectFrom('search_words').select('word').execute();
    return rows.map((row) => row.word);
  }
}

export type ProductPageRow = Awaited<ReturnType<CatalogRepository['page']>>[number];
