import { type ExpressionBuilder, type AliasedExpression, sql } from 'kysely';
import { type Db } from '../db/database';
import { type Database } from '../db/schema';

/** What a copy changes of the product it copies. */
export interface ProductCopyChanges {
  typeId?: number;
  discount?: number;
  names?: { en: string; es: string };
}

/** The columns a copy takes from its product (the id and the sales figures are its own). */
const COPIED_COLUMNS = [
  'type_id',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  'width_cm',
  'height_cm',
  'long_cm',
  'price_cents',
  'list_price_cents',
  'discount_percent',
  'stock',
  'images',
] as const;
type CopiedColumn = (typeof COPIED_COLUMNS)[number];

function changedValues(
  eb: ExpressionBuilder<Database, 'products'>,
  { typeId, discount, names }: ProductCopyChanges,
): Partial<Record<CopiedColumn, AliasedExpression<unknown, string>>> {
  return {
    ...(typeId === undefined ? {} : { type_id: eb.val(typeId).as('type_id') }),
    ...(discount === undefined
      ? {}
      : {
          discount_percent: eb.val(discount).as('discount_percent'),
          // The sale price kept, the list price it comes from under the new discount (migration 0033's rule).
          list_price_cents: sql<number>`round(price_cents * 100 / (100 - ${discount}::numeric))::integer`.as(
            'list_price_cents',
          ),
        }),
    ...(names ? { name_en: sql.lit(names.en).as('name_en'), name_es: sql.lit(names.es).as('name_es') } : {}),
  };
}

/**
 * Inserts a copy of each of these products in one statement (an insert … select), with the
 * changes given; the new ids. Tests make products that way instead of spelling every column.
 */
export async function insertProductCopies(
  executor: Db,
  ids: number[],
  changes: ProductCopyChanges = {},
): Promise<number[]> {
  const rows = await executor
    .insertInto('products')
    .columns(COPIED_COLUMNS)
    .expression((eb) => {
      const changed = changedValues(eb, changes);
      return eb
        .selectFrom('products')
        .select(COPIED_COLUMNS.map((column) => changed[column] ?? column))
        .where('id', 'in', ids);
    })
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
