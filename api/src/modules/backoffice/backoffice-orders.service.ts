import {
  type Address,
  BACKOFFICE_ORDERS_PAGE_SIZE,
  type BackofficeOrderAnswer,
  type BackofficeOrdersAnswer,
  type BackofficeOrderStatus,
  formatUtcDateTime,
} from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError } from '../../http/api-error';
import { type AccountsRepository } from '../accounts/accounts.repository';
import { type CatalogLanguage } from '../catalog/catalog.repository';
import { type AddressesRepository } from '../checkout/addresses.repository';
import { type OrderStatusHistoryRepository } from '../orders/order-status-history.repository';
import { type OrdersRepository } from '../orders/orders.repository';
import { type OrdersService } from '../orders/orders.service';
import { type BackofficeOrdersRepository, type OrderFilter } from './backoffice-orders.repository';

export interface BackofficeOrdersDependencies {
  db: Db;
  repository: BackofficeOrdersRepository;
  orders: OrdersRepository;
  /** The customer's order detail, which the back office's extends. */
  details: OrdersService;
  addresses: AddressesRepository;
  history: OrderStatusHistoryRepository;
  accounts: AccountsRepository;
  now: () => Date;
}

/**
 * Every order, for staff (docs/spec.md §7 Back office): the list with paging, status filter and
 * search; an order's detail with its addresses and status history; the status change.
 */
export class BackofficeOrdersService {
  constructor(private readonly deps: BackofficeOrdersDependencies) {}

  async list(filter: OrderFilter, page: number): Promise<BackofficeOrdersAnswer> {
    const { repository, addresses } = this.deps;
    const [rows, size] = await Promise.all([
      repository.page(filter, page, BACKOFFICE_ORDERS_PAGE_SIZE),
      repository.count(filter),
    ]);
    const byId = await addresses.byIds(
      rows.flatMap((row) => [row.billing_address_id, row.shipping_address_id]).filter(isId),
    );
    return {
      orders: rows.map((row) => ({
        code: row.code,
        status: row.status,
        date: formatUtcDateTime(row.created_at),
        billingAddress: addressOf(byId, row.billing_address_id),
        shippingAddress: addressOf(byId, row.shipping_address_id),
      })),
      info: { page, n_pages: Math.max(1, Math.ceil(size / BACKOFFICE_ORDERS_PAGE_SIZE)), size },
    };
  }

  /** 404 under `order` for an unknown code. */
  async detail(code: string, language: CatalogLanguage): Promise<BackofficeOrderAnswer> {
    const order = await this.deps.orders.findByCode(code);
    if (!order) throw apiError(404, 'order', 'order_not_found', { code });
    const [detail, byId, history] = await Promise.all([
      this.deps.details.detail(order, language),
      this.deps.addresses.byIds([order.billing_address_id, order.shipping_address_id].filter(isId)),
      this.deps.history.listOf(order.id),
    ]);
    return {
      ...detail,
      billingAddress: addressOf(byId, order.billing_address_id),
      shippingAddress: addressOf(byId, order.shipping_address_id),
      statusHistory: history.map((change) => ({
        from: change.from_status,
        to: change.to_status,
        date: formatUtcDateTime(change.changed_at),
        changedBy: change.changed_by_email,
      })),
    };
  }

  /**
   * Sets a paid order's status and records who changed it from what, when, with the order's
   * row locked (two changes at once run one after the other, and each records what it saw).
   * The status it has already: success, nothing recorded. 404 `order` for an unknown code,
   * 409 `order_status` for an order still in PAYMENT (only the payment moves it on).
   */
  async changeStatus(code: string, to: BackofficeOrderStatus, staffId: number): Promise<void> {
    const { db, repository, history, accounts } = this.deps;
    // Read before the transaction: on PGlite, the transaction holds the only connection.
    const staff = await accounts.findById(staffId);
    if (!staff) throw apiError(404, 'user', 'user_not_found', { id: staffId });
    await db.transaction().execute(async (trx) => {
      const order = await repository.lockByCode(code, trx);
      if (!order) throw apiError(404, 'order', 'order_not_found', { code });
      if (order.status === 'PAYMENT') throw apiError(409, 'order_status', 'order_not_paid', { code });
      if (order.status === to) return;
      const now = this.deps.now();
      await repository.setStatus(order.id, to, now, trx);
      await history.record(
        {
          orderId: order.id,
          from: order.status,
          to,
          changedBy: { id: staff.id, email: staff.email },
          at: now,
        },
        trx,
      );
    });
  }
}

const isId = (id: number | null): id is number => id !== null;

const addressOf = (byId: Map<number, Address>, id: number | null): Address | null =>
  (id === null ? undefined : byId.get(id)) ?? null;
