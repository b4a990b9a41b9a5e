import { type Expression, type SqlBool, sql } from 'kysely';
import { type z } from 'zod';
import { type BulkSelectionSchema } from 'shared-contracts';
import { type Db } from '../../../db/database';
import { type BulkChange, changeSql, fieldOf } from './bulk-change';
import { filterCondition } from './price-query';

export type Selection = z.output<typeof BulkSelectionSchema>;

// A bulk change's SQL: set-based, whatever the number of products (every one matching a
// filter may be 100,000): one statement locks and counts them, one counts those the change
// would put out of bounds, one records the history, one writes the change.

/** The products a selection covers, as a condition on `products`. */
function selectionCondition(selection: Selection) {
  return (eb: Parameters<typeof filterCondition>[0]): Expression<SqlBool> =>
    selection.kind === 'ids' ? eb('products.id', 'in', selection.ids) : filterCondition(eb, selection.filter);
}

/** The selected products' ids, locked in id order, in a table of this transaction. */
const SELECTED = sql.table('price_bulk_selected');

export interface BulkStaff {
  id: number;
  email: string;
}

export class BulkPricesRepository {
  constructor(private readonly db: Db) {}

  private selected(selection: Selection, executor: Db) {
    return executor.selectFrom('products').select('products.id').where(selectionCondition(selection));
  }

  /** How many products the selection covers, and how many of them the change would put out of bounds. */
  async preview(selection: Selection, change: BulkChange): Promise<{ count: number; outOfBounds: number }> {
    const { withinBounds } = changeSql(change);
    const { rows } = await sql<{ count: string; out_of_bounds: string }>`
      select count(*) as count, count(*) filter (where not ${withinBounds}) as out_of_bounds
      from products p where p.id in (${this.selected(selection, this.db)})`.execute(this.db);
    return { count: Number(rows[0]?.count ?? 0), outOfBounds: Number(rows[0]?.out_of_bounds ?? 0) };
  }

  /** The first `size` selected products in id order, as they are now. */
  sample(selection: Selection, size: number) {
    return this.db
      .selectFrom('products')
      .select(['id', 'name_es', 'name_en', 'list_price_cents', 'discount_percent', 'stock'])
      .where(selectionCondition(selection))
      .orderBy('id')
      .limit(size)
      .execute();
  }

  /**
   * Locks the selected products in id order (as every bulk change does: two never wait on each
   * other's locks in a cycle; a sale holds one product's lock at a time) and keeps their ids
   * for the statements after it. Their number.
   */
  async lockSelection(selection: Selection, trx: Db): Promise<number> {
    await sql`create temporary table ${SELECTED} (id integer primary key) on commit drop`.execute(trx);
    const locked = this.selected(selection, trx).orderBy('products.id').forUpdate();
    const result = await sql`insert into ${SELECTED} (id) ${locked}`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** How many locked products the change would put out of bounds. */
  async outOfBounds(change: BulkChange, trx: Db): Promise<number> {
    const { withinBounds } = changeSql(change);
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from products p join ${SELECTED} s on s.id = p.id
      where not ${withinBounds}`.execute(trx);
    return Number(rows[0]?.count ?? 0);
  }

  /**
   * Records, then makes, the change of every locked product whose field it moves (a product
   * already at the new value keeps its version, with no entry); the products changed, with
   * their types (for the catalogue's kept answers).
   */
  async apply(change: BulkChange, batchId: string, staff: BulkStaff, trx: Db) {
    const moved = changeSql(change);
    const changed = sql<boolean>`${moved.from} <> ${moved.to}`;
    await sql`
      insert into product_changes
        (product_id, field, from_value, to_value, version, batch_id, changed_by, changed_by_email)
      select p.id, ${fieldOf(change)}, ${moved.from}, ${moved.to}, p.version + 1, ${batchId}::uuid, ${staff.id}, ${staff.email}
      from products p join ${SELECTED} s on s.id = p.id
      where ${changed}`.execute(trx);
    const { rows } = await sql<{ id: number; type_id: number }>`
      update products p set
        list_price_cents = ${moved.listPriceCents},
        discount_percent = ${moved.discount},
        price_cents = ${moved.priceCents},
        stock = ${moved.stock},
        version = p.version + 1
      from ${SELECTED} s
      where s.id = p.id and ${changed}
      returning p.id, p.type_id`.execute(trx);
    return rows;
  }
}
