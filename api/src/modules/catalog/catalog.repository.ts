import {
  type AliasedSelectQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  sql,
} from 'kysely';
import { type Db } from '../../db/database';
import {
  type DescendingOrder,
  type ListingOrder,
  type OrderedProducts,
  type ScopeOrders,
  scopeOrders,
  STORED_ORDERS,
  type StoredOrder,
} from './listing-orders';
import { executePrepared } from './prepared-query';
import {
  type CollectionsTable,
  type Database,
  type ProductsTable,
  type ProductTypesTable,
} from '../../db/schema';

export type CatalogLanguage = 'es' | 'en';

/** Which products a listing covers. Search carries, per typed word, the spellings that may match it. */
export type ListingScope = { kind: 'type'; typeId: number } | { kind: 'sales' };
export type SearchScope = { kind: 'search'; words: { typed: string; spellings: string[] }[] };
export type ProductScope = ListingScope | SearchScope;

export interface PriceRangeCents {
  min: number;
  max: number;
}

export interface ScopeStats {
  total: number;
  matching: number;
  minCents: number | null;
  maxCents: number | null;
}

const like = (spelling: string) => `%${spelling}%`;

/** What a product card shows besides its id and name. */
const SUMMARY_COLUMNS = [
  'images',
  'width_cm',
  'height_cm',
  'long_cm',
  'price_cents',
  'list_price_cents',
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

/** What a listing's card shows of a product, in both languages (either page serves from one). */
const CARD_COLUMNS = ['id', 'name_en', 'name_es', ...SUMMARY_COLUMNS] as const;

export type ProductCardRow = Pick<Selectable<ProductsTable>, (typeof CARD_COLUMNS)[number]>;

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
function relevance(scope: SearchScope, language: CatalogLanguage): RawBuilder<number> {
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

/**
 * Each listing order as SQL, ties by id in the sort's direction (a descending order is its
 * ascending one reversed). A search's 'best' is by relevance instead (see searchOrder).
 */
export const LISTING_ORDER_BY: Record<ListingOrder, string> = {
  best: 'units_sold desc, id',
  price_asc: 'price_cents, id',
  price_desc: 'price_cents desc, id desc',
  name_es_asc: 'sort_name_es, id',
  name_es_desc: 'sort_name_es desc, id desc',
  name_en_asc: 'sort_name_en, id',
  name_en_desc: 'sort_name_en desc, id desc',
};

/** The orders the database walks for a listing, as its indexes hold them. */
const STORED_ORDER_BY: Record<StoredOrder, string> = {
  best: LISTING_ORDER_BY.best,
  price: LISTING_ORDER_BY.price_asc,
  name_es: LISTING_ORDER_BY.name_es_asc,
  name_en: LISTING_ORDER_BY.name_en_asc,
};

/**
 * The ids and prices of the rows a walk yields, in the order walked, each as the bytes of its
 * 4-byte integers (`int4send`, big-endian): a type's or a search's 13,000 products cost
 * 10–14 ms of parsing as two text arrays, a copy as bytes.
 */
const aggregated = (walk: Expression<unknown>) =>
  sql`select coalesce(string_agg(int4send(walk.id), ''), '') as ids, coalesce(string_agg(int4send(walk.price_cents), ''), '') as prices from (${walk}) as walk`;

/** Integers sent by `int4send`, one after another. */
function int32s(bytes: Uint8Array | undefined): Int32Array {
  if (!bytes) return new Int32Array();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Int32Array(bytes.byteLength >> 2);
  for (let index = 0; index < values.length; index++) values[index] = view.getInt32(index << 2);
  return values;
}

const orderedProducts = (row: { ids?: Uint8Array; prices?: Uint8Array }): OrderedProducts => ({
  ids: int32s(row.ids),
  prices: int32s(row.prices),
});

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
   * session lacks it): planned once instead of for every batch (on PGlite, whose one thread
   * serves every query, a tenth of an uncached product page's CPU).
   */
  findProducts(ids: readonly number[]): Promise<ProductRow[]> {
    return this.byIds<ProductRow>('catalog_products', PRODUCT_COLUMNS, ids);
  }

  /** Several products' cards (no descriptions), as findProducts reads whole products. */
  findCards(ids: readonly number[]): Promise<ProductCardRow[]> {
    return this.byIds<ProductCardRow>('catalog_cards', CARD_COLUMNS, ids);
  }

  /**
   * The cards of the first `limit` products past `afterId`, by id (a walk of the primary key):
   * the start-up's reading of every card a chunk at a time (CatalogService.warmCards).
   */
  cardsAfter(afterId: number, limit: number): Promise<ProductCardRow[]> {
    const rows = this.db
      .selectFrom('products')
      .select(CARD_COLUMNS)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit);
    return this.asJsonArray<ProductCardRow>('catalog_cards_after', rows.as('p'));
  }

  /** Some columns of the products with these ids, as one JSON array, by a prepared statement. */
  private byIds<R>(
    statement: string,
    columns: readonly (keyof ProductsTable & string)[],
    ids: readonly number[],
  ): Promise<R[]> {
    const rows = this.db
      .selectFrom('products')
      .select(columns)
      .where('id', '=', sql<number>`any(${[...ids]}::int[])`);
    return this.asJsonArray<R>(statement, rows.as('p'));
  }

  /** Rows as one JSON array the database builds (see findProducts), by the prepared statement `statement`. */
  private async asJsonArray<R>(
    statement: string,
    rows: AliasedSelectQueryBuilder<object, 'p'>,
  ): Promise<R[]> {
    const query = this.db.selectFrom(rows).select(sql<R[] | null>`json_agg(p)`.as('products'));
    const answer = await executePrepared<{ products: R[] | null }>(this.db, statement, query.compile());
    return answer[0]?.products ?? [];
  }

  /**
   * Every product of a type or of the sales in each order the database keeps an index of
   * (listing-orders.ts), with their prices: one query, one snapshot, each order a walk of its
   * index alone (migration 0030), aggregated in the order walked.
   */
  async scopeOrders(scope: ListingScope): Promise<ScopeOrders> {
    const walks = STORED_ORDERS.map((order) => {
      const walk = this.db
        .selectFrom('products')
        .select(['id', 'price_cents'])
        .where(scopeFilter(scope))
        .orderBy(sql.raw(STORED_ORDER_BY[order]));
      return sql`(${aggregated(walk)}) as ${sql.id(order)}`;
    });
    const columns = STORED_ORDERS.flatMap((order) => [
      sql`${sql.ref(`${order}.ids`)} as ${sql.id(`${order}_ids`)}`,
      sql`${sql.ref(`${order}.prices`)} as ${sql.id(`${order}_prices`)}`,
    ]);
    const { rows } = await sql<Record<string, Uint8Array>>`select ${sql.join(columns)} from ${sql.join(
      walks,
      sql` cross join `,
    )}`.execute(this.db);
    const row = rows[0] ?? {};
    const stored = Object.fromEntries(
      STORED_ORDERS.map((order) => [
        order,
        orderedProducts({ ids: row[`${order}_ids`], prices: row[`${order}_prices`] }),
      ]),
    ) as Record<StoredOrder, OrderedProducts>;
    return scopeOrders(stored);
  }

  /**
   * What a search finds, in one ascending listing order ('best' being by relevance in the
   * language asked, then best selling), with their prices: the trigram index read once, the
   * products found sorted. Its pages, counts and price span then come from memory, as a
   * listing's; each order is read when first asked (names sort by collation, the dearest
   * sort), a descending one is the ascending one reversed (the service's).
   */
  async searchOrder(
    scope: SearchScope,
    order: Exclude<ListingOrder, DescendingOrder>,
    language: CatalogLanguage,
  ): Promise<OrderedProducts> {
    const found = this.db.selectFrom('products').select(['id', 'price_cents']).where(scopeFilter(scope));
    const walk =
      order === 'best'
        ? found.orderBy(relevance(scope, language), 'desc').orderBy('units_sold', 'desc').orderBy('id')
        : found.orderBy(sql.raw(LISTING_ORDER_BY[order]));
    const { rows } = await sql<{ ids: Uint8Array; prices: Uint8Array }>`${aggregated(walk)}`.execute(this.db);
    return orderedProducts(rows[0] ?? {});
  }

  /** Every word of the catalogue's search texts. */
  async vocabulary(): Promise<string[]> {
    const rows = await this.db.selectFrom('search_words').select('word').execute();
    return rows.map((row) => row.word);
  }
}
