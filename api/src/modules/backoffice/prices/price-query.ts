import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  LOW_STOCK_THRESHOLD,
  type PriceFilter,
  type PriceSort,
  ProductIdSchema,
  type SortDirection,
} from 'shared-contracts';
import { type Database } from '../../../db/schema';
import { type CatalogLanguage } from '../../catalog/catalog.repository';

// The prices screen's filter and orders as SQL over `products` (not aliased), shared by the
// list, the export and the bulk changes' "every product matching the filter".

type ProductsExpression = ExpressionBuilder<Database, 'products'>;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A number is an id: the product with it, if any (names hold no figures worth a scan of
 * every row, which a pattern under three characters would be). Anything else is part of a
 * name in either language, accents and case ignored: the trigram index of search_text (both
 * names and the type's, lowercased and unaccented, migration 0001) finds the candidates; the
 * names themselves decide.
 */
function searchCondition(eb: ProductsExpression, search: string): Expression<SqlBool> {
  if (/^\d+$/.test(search)) {
    const id = ProductIdSchema.safeParse(search);
    return eb('products.id', '=', id.success ? id.data : 0);
  }
  const pattern = sql<string>`'%' || lower(unaccent(${likeLiteral(search)})) || '%'`;
  return eb.and([
    sql<boolean>`products.search_text like ${pattern}`,
    eb.or([
      sql<boolean>`products.sort_name_es like ${pattern}`,
      sql<boolean>`products.sort_name_en like ${pattern}`,
    ]),
  ]);
}

/** Every condition of the filter, all to hold (none: every product). */
export function filterCondition(eb: ProductsExpression, filter: PriceFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) conditions.push(searchCondition(eb, filter.search));
  if (filter.collection) {
    const key = filter.collection;
    // Resolved once (an init plan), so the type-led indexes of migration 0001 take the ids.
    const typeIds = eb
      .selectFrom('product_types as ft')
      .innerJoin('collections as fc', 'fc.id', 'ft.collection_id')
      .select('ft.id')
      .where('fc.key', '=', key);
    conditions.push(sql<boolean>`products.type_id = any(array(${typeIds}))`);
  }
  if (filter.type) {
    const slug = filter.type;
    conditions.push(
      eb(
        'products.type_id',
        '=',
        eb.selectFrom('product_types as tt').select('tt.id').where('tt.slug', '=', slug),
      ),
    );
  }
  if (filter.sale === true) conditions.push(eb('products.discount_percent', '>', 0));
  if (filter.sale === false) conditions.push(eb('products.discount_percent', '=', 0));
  if (filter.stock === 'out') conditions.push(eb('products.stock', '=', 0));
  if (filter.stock === 'low')
    conditions.push(eb.and([eb('products.stock', '>', 0), eb('products.stock', '<', LOW_STOCK_THRESHOLD)]));
  return eb.and(conditions);
}

export type SortColumn = 'sort_name_es' | 'sort_name_en' | 'list_price_cents' | 'stock' | 'updated_at';

/** The column of an order (migration 0033 indexes each with the id); ties go by id, in the same direction. */
export function sortColumnOf(sort: PriceSort, language: CatalogLanguage): SortColumn {
  switch (sort) {
    case 'name':
      return language === 'en' ? 'sort_name_en' : 'sort_name_es';
    case 'price':
      return 'list_price_cents';
    case 'stock':
      return 'stock';
    case 'changed':
      return 'updated_at';
  }
}

const SORT_TYPES: Record<SortColumn, string> = {
  sort_name_es: 'text',
  sort_name_en: 'text',
  list_price_cents: 'integer',
  stock: 'integer',
  updated_at: 'timestamptz',
};

/** Where the keyset after a row begins: the row's sort value as text (exact, microseconds too) and its id. */
export interface SortKey {
  value: string;
  id: number;
}

/** The rows after `key` in the order (`dir`): a row comparison the order's index walks. */
export function afterKey(column: SortColumn, dir: SortDirection, key: SortKey): RawBuilder<boolean> {
  const value = sql`cast(${key.value} as ${sql.raw(SORT_TYPES[column])})`;
  const operator = sql.raw(dir === 'asc' ? '>' : '<');
  return sql<boolean>`(${sql.ref(`products.${column}`)}, products.id) ${operator} (${value}, ${key.id})`;
}
