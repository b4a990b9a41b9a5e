import { sql } from 'kysely';
import { type PriceFilter, type PriceSort, type SortDirection } from 'shared-contracts';
import { type Db } from '../../../db/database';
import { type ProductChangesTable } from '../../../db/schema';
import { type CatalogLanguage } from '../../catalog/catalog.repository';
import { afterKey, filterCondition, type SortKey, sortColumnOf } from './price-query';

/** A product as the prices screen reads it: its prices, stock, version and place. */
export interface PricedRow {
  id: number;
  name_es: string;
  name_en: string;
  image: string | null;
  list_price_cents: number;
  discount_percent: number;
  price_cents: number;
  stock: number;
  version: number;
  type_id: number;
  updated_at: Date;
  type_slug: string;
  type_name_es: string;
  type_name_en: string;
  collection_key: string;
  collection_name_es: string;
  collection_name_en: string;
}

/** One row of the CSV export, with where the next chunk starts. */
export interface ExportRow {
  id: number;
  name: string;
  list_price_cents: number;
  discount_percent: number;
  price_cents: number;
  stock: number;
  updated_at: Date;
  sort_value: string;
}

export interface PriceOrder {
  sort: PriceSort;
  dir: SortDirection;
  language: CatalogLanguage;
}

export type NewProductChange = Omit<ProductChangesTable, 'id' | 'changed_at'>;

/** The prices screen's SQL: products' prices read and written, and their history. */
export class PricesRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of the products matching the filter, and how many match. The page's ids are
   * found first, then their rows with their type and collection.
   * - A search or a category narrows to a few thousand products: they are gathered once
   *   through their own index (trigrams, type), then sorted and counted together. Walking the
   *   order's index instead skips every product of other categories or names first (50,000
   *   rows for 'mesa' by name), and the planner cannot tell how many.
   * - Otherwise the order's index is walked to the page (however deep), counted beside it.
   */
  async page(
    filter: PriceFilter,
    order: PriceOrder,
    page: number,
    pageSize: number,
  ): Promise<{ rows: PricedRow[]; size: number }> {
    const narrowed = Boolean(filter.search || filter.type || filter.collection);
    const { ids, size } = narrowed
      ? await this.narrowedPage(filter, order, page, pageSize)
      : await this.walkedPage(filter, order, page, pageSize);
    if (ids.length === 0) return { rows: [], size };
    const rows = await this.priced(this.db).where('products.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), size };
  }

  private async walkedPage(filter: PriceFilter, order: PriceOrder, page: number, pageSize: number) {
    const column = sortColumnOf(order.sort, order.language);
    const [rows, size] = await Promise.all([
      this.db
        .selectFrom('products')
        .select('products.id')
        .where((eb) => filterCondition(eb, filter))
        .orderBy(`products.${column}`, order.dir)
        .orderBy('products.id', order.dir)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.count(filter),
    ]);
    return { ids: rows.map((row) => row.id), size };
  }

  private async narrowedPage(filter: PriceFilter, order: PriceOrder, page: number, pageSize: number) {
    const column = sortColumnOf(order.sort, order.language);
    const rows = await this.db
      .with(
        (cte) => cte('matches').materialized(),
        (db) =>
          db
            .selectFrom('products')
            .select(['products.id', sql.ref(`products.${column}`).as('sort_value')])
            .where((eb) => filterCondition(eb, filter)),
      )
      .selectFrom('matches')
      .select(['matches.id', sql<string>`count(*) over ()`.as('size')])
      .orderBy('matches.sort_value', order.dir)
      .orderBy('matches.id', order.dir)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    // A page past the last has no row to carry the count.
    const size = rows[0] ? Number(rows[0].size) : await this.count(filter);
    return { ids: rows.map((row) => row.id), size };
  }

  async count(filter: PriceFilter): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => filterCondition(eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  byId(id: number, executor: Db = this.db): Promise<PricedRow | undefined> {
    return this.priced(executor).where('products.id', '=', id).executeTakeFirst();
  }

  /** The product's row, locked until the transaction ends (a sale of it waits, and it for a sale). */
  lock(id: number, executor: Db) {
    return executor
      .selectFrom('products')
      .select(['id', 'type_id', 'list_price_cents', 'discount_percent', 'price_cents', 'stock', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Writes a staff change on the version read, the stock as a delta (a sale since the read
   * still counts); the new version, or undefined when the version moved on or the stock would
   * leave 0 to `stockMax`.
   */
  async update(
    change: { id: number; version: number; listPriceCents: number; discount: number; priceCents: number },
    stockDelta: number,
    stockMax: number,
    executor: Db,
  ): Promise<number | undefined> {
    const row = await executor
      .updateTable('products')
      .set((eb) => ({
        list_price_cents: change.listPriceCents,
        discount_percent: change.discount,
        price_cents: change.priceCents,
        stock: eb('stock', '+', stockDelta),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', change.id)
      .where('version', '=', change.version)
      .where(sql<boolean>`stock + ${stockDelta} between 0 and ${stockMax}`)
      .returning('version')
      .executeTakeFirst();
    return row?.version;
  }

  async record(changes: NewProductChange[], executor: Db): Promise<void> {
    if (changes.length > 0) await executor.insertInto('product_changes').values(changes).execute();
  }

  history(productId: number, page: number, pageSize: number) {
    return this.db
      .selectFrom('product_changes')
      .select(['field', 'from_value', 'to_value', 'version', 'batch_id', 'changed_by_email', 'changed_at'])
      .select((eb) => eb.ref('changed_at').$castTo<Date>().as('changed_at'))
      .where('product_id', '=', productId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }

  async historySize(productId: number): Promise<number> {
    const row = await this.db
      .selectFrom('product_changes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async exists(id: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }

  /** The collections and their types, in catalogue order. */
  categories() {
    return this.db
      .selectFrom('collections as c')
      .innerJoin('product_types as t', 't.collection_id', 'c.id')
      .select([
        'c.key',
        'c.name_es as collection_name_es',
        'c.name_en as collection_name_en',
        't.slug',
        't.name_es',
        't.name_en',
      ])
      .orderBy('c.position')
      .orderBy('c.id')
      .orderBy('t.position')
      .orderBy('t.id')
      .execute();
  }

  /** Up to `size` export rows after `after` (from the first without it), in the order. */
  exportChunk(
    filter: PriceFilter,
    order: PriceOrder,
    after: SortKey | undefined,
    size: number,
  ): Promise<ExportRow[]> {
    const column = sortColumnOf(order.sort, order.language);
    const name = order.language === 'en' ? 'name_en' : 'name_es';
    let query = this.db
      .selectFrom('products')
      .select([
        'products.id',
        `products.${name} as name`,
        'products.list_price_cents',
        'products.discount_percent',
        'products.price_cents',
        'products.stock',
        'products.updated_at',
      ])
      .select(sql<string>`${sql.ref(`products.${column}`)}::text`.as('sort_value'))
      .where((eb) => filterCondition(eb, filter));
    if (after) query = query.where(afterKey(column, order.dir, after));
    return query
      .orderBy(`products.${column}`, order.dir)
      .orderBy('products.id', order.dir)
      .limit(size)
      .execute();
  }

  private priced(executor: Db) {
    return executor
      .selectFrom('products')
      .innerJoin('product_types as t', 't.id', 'products.type_id')
      .innerJoin('collections as c', 'c.id', 't.collection_id')
      .select([
        'products.id',
        'products.name_es',
        'products.name_en',
        'products.list_price_cents',
        'products.discount_percent',
        'products.price_cents',
        'products.stock',
        'products.version',
        'products.type_id',
        't.slug as type_slug',
        't.name_es as type_name_es',
        't.name_en as type_name_en',
        'c.key as collection_key',
        'c.name_es as collection_name_es',
        'c.name_en as collection_name_en',
      ])
      .select((eb) => [
        sql<string | null>`products.images[1]`.as('image'),
        eb.ref('products.updated_at').$castTo<Date>().as('updated_at'),
      ]);
  }
}
