import { randomUUID } from 'node:crypto';
import {
  BULK_SAMPLE_SIZE,
  type BulkApplyAnswer,
  type BulkPreviewAnswer,
  discountTenths,
  eurosToCents,
  PRICE_HISTORY_PAGE_SIZE,
  PRICE_LIST_PAGE_SIZE,
  type PriceCategoriesAnswer,
  type PricedProduct,
  type PriceFilter,
  type PriceHistoryAnswer,
  type PriceListAnswer,
  salePriceCents,
  STOCK_MAX,
} from 'shared-contracts';
import { type Db } from '../../../db/database';
import { apiError } from '../../../http/api-error';
import { euros } from '../../../http/wire';
import { type AccountsRepository } from '../../accounts/accounts.repository';
import { announceLocalChange } from '../../catalog/catalog-changes';
import { applyChange, type BulkChange, type PriceFields, salePriceOf } from './bulk-change';
import { type BulkPricesRepository, type BulkStaff, type Selection } from './bulk.repository';
import { toPricedProduct } from './priced-product';
import { type NewProductChange, type PriceOrder, type PricesRepository } from './prices.repository';

export interface PricesDependencies {
  db: Db;
  repository: PricesRepository;
  bulk: BulkPricesRepository;
  accounts: AccountsRepository;
}

/** A staff edit of one product, as the contract's PATCH carries it (euros, percent, units). */
export interface PriceEdit {
  version: number;
  price?: number | undefined;
  discount?: number | undefined;
  stockDelta?: number | undefined;
}

/**
 * The back office's prices (issue 28): products listed, read and changed by staff, one at a
 * time on the version read (a stale one is refused) or in bulk in one transaction, each
 * change recorded with who made it. The stock is only ever moved by a delta, so a sale
 * between a read and a save still counts.
 */
export class PricesService {
  constructor(private readonly deps: PricesDependencies) {}

  async list(filter: PriceFilter, order: PriceOrder, page: number): Promise<PriceListAnswer> {
    const { repository } = this.deps;
    const { rows, size } = await repository.page(filter, order, page, PRICE_LIST_PAGE_SIZE);
    return {
      products: rows.map(toPricedProduct),
      info: { page, n_pages: Math.max(1, Math.ceil(size / PRICE_LIST_PAGE_SIZE)), size },
    };
  }

  async categories(): Promise<PriceCategoriesAnswer> {
    const collections: PriceCategoriesAnswer['collections'] = [];
    for (const row of await this.deps.repository.categories()) {
      let collection = collections.at(-1);
      if (collection?.key !== row.key) {
        collection = {
          key: row.key,
          name_es: row.collection_name_es,
          name_en: row.collection_name_en,
          types: [],
        };
        collections.push(collection);
      }
      collection.types.push({ slug: row.slug, name_es: row.name_es, name_en: row.name_en });
    }
    return { collections };
  }

  /** 404 under `product` for an unknown id. */
  async product(id: number): Promise<PricedProduct> {
    const row = await this.deps.repository.byId(id);
    if (!row) throw unknownProduct(id);
    return toPricedProduct(row);
  }

  /**
   * Saves a staff edit on the version read, the product's row locked: 409 under `version` if
   * another staff change came first, under `stock` if the stock would leave 0 to STOCK_MAX
   * (a sale took the units), nothing saved either way. Only what differs is recorded.
   */
  async edit(id: number, edit: PriceEdit, staffId: number): Promise<PricedProduct> {
    if (edit.price === undefined && edit.discount === undefined && edit.stockDelta === undefined)
      throw apiError(400, 'product', 'price_edit_empty');
    const { db, repository } = this.deps;
    // Read before the transaction: on PGlite, the transaction holds the only connection.
    const staff = await this.staff(staffId);
    await db.transaction().execute(async (trx) => {
      const row = await repository.lock(id, trx);
      if (!row) throw unknownProduct(id);
      if (row.version !== edit.version) throw apiError(409, 'version', 'price_version_conflict', { id });
      const delta = edit.stockDelta ?? 0;
      const stock = row.stock + delta;
      if (stock < 0) throw apiError(409, 'stock', 'price_stock_below_zero', { stock: row.stock });
      if (stock > STOCK_MAX) throw apiError(409, 'stock', 'price_stock_above_max', { max: STOCK_MAX });
      const listPriceCents = edit.price === undefined ? row.list_price_cents : eurosToCents(edit.price);
      const discount = edit.discount ?? row.discount_percent;
      const moved = [
        { field: 'price' as const, from: row.list_price_cents, to: listPriceCents },
        {
          field: 'discount' as const,
          from: discountTenths(row.discount_percent),
          to: discountTenths(discount),
        },
        { field: 'stock' as const, from: row.stock, to: stock },
      ].filter((change) => change.from !== change.to);
      if (moved.length === 0) return;
      const version = await repository.update(
        {
          id,
          version: edit.version,
          listPriceCents,
          discount,
          priceCents: salePriceCents(listPriceCents, discount),
        },
        delta,
        STOCK_MAX,
        trx,
      );
      // The row is locked and was checked: only a broken invariant gets here.
      if (version === undefined) throw apiError(409, 'version', 'price_version_conflict', { id });
      await repository.record(
        moved.map((change) => ({
          product_id: id,
          field: change.field,
          from_value: change.from,
          to_value: change.to,
          version,
          batch_id: null,
          changed_by: staff.id,
          changed_by_email: staff.email,
        })),
        trx,
      );
      announceLocalChange(db, { productIds: [id], typeIds: [row.type_id] });
    });
    return this.product(id);
  }

  /** Newest first; 404 under `product` for an unknown id. */
  async history(id: number, page: number): Promise<PriceHistoryAnswer> {
    const { repository } = this.deps;
    if (!(await repository.exists(id))) throw unknownProduct(id);
    const [rows, size] = await Promise.all([
      repository.history(id, page, PRICE_HISTORY_PAGE_SIZE),
      repository.historySize(id),
    ]);
    return {
      changes: rows.map((row) => ({
        at: row.changed_at.toISOString(),
        by: row.changed_by_email,
        field: row.field,
        from: inFieldUnit(row.field, row.from_value),
        to: inFieldUnit(row.field, row.to_value),
        version: row.version,
        bulk: row.batch_id !== null,
      })),
      info: { page, n_pages: Math.max(1, Math.ceil(size / PRICE_HISTORY_PAGE_SIZE)), size },
    };
  }

  async previewBulk(
    selection: Selection,
    change: BulkChange,
    language: 'es' | 'en',
  ): Promise<BulkPreviewAnswer> {
    const { bulk } = this.deps;
    const [{ count, outOfBounds }, rows] = await Promise.all([
      bulk.preview(selection, change),
      bulk.sample(selection, BULK_SAMPLE_SIZE),
    ]);
    return {
      count,
      out_of_bounds: outOfBounds,
      sample: rows.map((row) => {
        const before = {
          listPriceCents: row.list_price_cents,
          discount: row.discount_percent,
          stock: row.stock,
        };
        return {
          id: row.id,
          name: language === 'en' ? row.name_en : row.name_es,
          before: priceState(before),
          after: priceState(applyChange(before, change)),
        };
      }),
    };
  }

  /**
   * Applies a bulk change in one transaction: 409 under `selection` if the selection no longer
   * covers `expectedCount` products, 400 under `change` if any would end out of bounds;
   * nothing changes then. One history entry per product changed, all with one batch id.
   */
  async applyBulk(
    selection: Selection,
    change: BulkChange,
    expectedCount: number,
    staffId: number,
  ): Promise<BulkApplyAnswer> {
    const { db, bulk } = this.deps;
    const staff: BulkStaff = await this.staff(staffId);
    const changed = await db.transaction().execute(async (trx) => {
      const count = await bulk.lockSelection(selection, trx);
      if (count !== expectedCount)
        throw apiError(409, 'selection', 'price_selection_changed', { count, expected: expectedCount });
      const outOfBounds = await bulk.outOfBounds(change, trx);
      if (outOfBounds > 0)
        throw apiError(400, 'change', 'price_bulk_out_of_bounds', { count: outOfBounds, max: STOCK_MAX });
      const rows = await bulk.apply(change, randomUUID(), staff, trx);
      if (rows.length > 0)
        announceLocalChange(db, {
          productIds: rows.map((row) => row.id),
          typeIds: [...new Set(rows.map((row) => row.type_id))],
        });
      return count;
    });
    return { status: 'success', count: changed };
  }

  private async staff(staffId: number): Promise<BulkStaff> {
    const staff = await this.deps.accounts.findById(staffId);
    if (!staff) throw apiError(404, 'user', 'user_not_found', { id: staffId });
    return { id: staff.id, email: staff.email };
  }
}

const unknownProduct = (id: number) => apiError(404, 'product', 'price_product_unknown', { id });

/** A history value in the field's unit on the wire: euros, percent, units. */
function inFieldUnit(field: NewProductChange['field'], value: number): number {
  if (field === 'price') return euros(value);
  if (field === 'discount') return value / 10;
  return value;
}

/** A sample's state; one a change would push below 0 shows 0 (out_of_bounds counts it, and refuses the change). */
function priceState(fields: PriceFields) {
  return {
    list_price: euros(Math.max(0, fields.listPriceCents)),
    discount: fields.discount,
    price: euros(Math.max(0, salePriceOf(fields))),
    stock: Math.max(0, fields.stock),
  };
}
