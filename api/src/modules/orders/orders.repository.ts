import { cartTotals } from 'shared-contracts';
import { type Db } from '../../db/database';
import { type OrderStatus } from '../../db/schema';
import { type CatalogLanguage } from '../catalog/catalog.repository';
import { newGuestLink } from './guest-token';
import { newOrderCode } from './order-code';

/** A line as it is bought: what the order keeps whatever later happens to the product. */
export interface NewOrderLine {
  productId: number;
  /** The product's name when bought (the shop's default language, Castellano). */
  name: string;
  /** The product's image file as `products.images` holds it (not a URL). */
  image: string;
  /** The unit price paid, the product's own discount taken off. */
  unitPriceCents: number;
  quantity: number;
}

export interface NewOrder {
  /** The customer's id, or null for a guest's order. */
  userId: number | null;
  lines: readonly NewOrderLine[];
  /** The applied coupon: its code and discount in basis points (4525 = 45.25 %). */
  coupon?: { code: string; discountBp: number } | null;
  /** PAYMENT (the default) until paid; any other status is recorded as paid at `placedAt`. */
  status?: OrderStatus;
  /** Issues a guest link: the plain token comes back once in `guestLink`, only its hash is kept. */
  guestLink?: boolean;
  /** When the order is placed (default now); the guest link's expiry counts from it. */
  placedAt?: Date;
  /** A code of one's own; by default a new `EST-YYYYMMDD-XXXXXXXX`. */
  code?: string;
  billingAddressId?: number | null;
  shippingAddressId?: number | null;
}

export interface CreatedOrder {
  id: number;
  code: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Present when `guestLink` was asked for: the only time the plain token exists. */
  guestLink?: { token: string; expiresAt: Date };
}

/** Orders and their lines: SQL only; the rules of who sees what live in OrdersService. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Places an order with its lines, all or nothing: inside the caller's transaction when
   * `executor` is one (a checkout), else in a transaction of its own. Totals follow the
   * cart's one rule (`cartTotals` of shared-contracts) from the lines and the coupon.
   */
  async create(order: NewOrder, executor: Db = this.db): Promise<CreatedOrder> {
    if (!executor.isTransaction) return executor.transaction().execute((trx) => this.create(order, trx));
    const placedAt = order.placedAt ?? new Date();
    const coupon = order.coupon ?? null;
    const totals = cartTotals(
      order.lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
      coupon ? coupon.discountBp / 100 : 0,
    );
    const link = order.guestLink ? newGuestLink(placedAt) : undefined;
    const status = order.status ?? 'PAYMENT';
    const { id, code } = await executor
      .insertInto('orders')
      .values({
        code: order.code ?? newOrderCode(placedAt),
        status,
        user_id: order.userId,
        guest_token_hash: link?.hash ?? null,
        guest_token_expires_at: link?.expiresAt ?? null,
        subtotal_cents: totals.subTotalCents,
        discount_cents: totals.discountAmountCents,
        total_cents: totals.finalPriceCents,
        coupon_code: coupon?.code ?? null,
        coupon_discount_bp: coupon?.discountBp ?? 0,
        billing_address_id: order.billingAddressId ?? null,
        shipping_address_id: order.shippingAddressId ?? null,
        created_at: placedAt,
        updated_at: placedAt,
        paid_at: status === 'PAYMENT' ? null : placedAt,
        // Placed already paid (fixtures, imports): no confirmation mail is owed for it.
        confirmation_mailed_at: status === 'PAYMENT' ? null : placedAt,
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    if (order.lines.length > 0) {
      await executor
        .insertInto('order_lines')
        .values(
          order.lines.map((line) => ({
            order_id: id,
            product_id: line.productId,
            name: line.name,
            image: line.image,
            unit_price_cents: line.unitPriceCents,
            quantity: line.quantity,
          })),
        )
        .execute();
    }
    return {
      id,
      code,
      subtotalCents: totals.subTotalCents,
      discountCents: totals.discountAmountCents,
      totalCents: totals.finalPriceCents,
      ...(link ? { guestLink: { token: link.token, expiresAt: link.expiresAt } } : {}),
    };
  }

  /**
   * Gives an order a new guest link (replacing any earlier one, which stops working) and
   * answers its plain token, once; only the hash is kept. Undefined when no order has that id.
   */
  async issueGuestLink(
    orderId: number,
    now: Date = new Date(),
    executor: Db = this.db,
  ): Promise<{ token: string; expiresAt: Date } | undefined> {
    const link = newGuestLink(now);
    const updated = await executor
      .updateTable('orders')
      .set({ guest_token_hash: link.hash, guest_token_expires_at: link.expiresAt, updated_at: now })
      .where('id', '=', orderId)
      .executeTakeFirst();
    return (updated.numUpdatedRows ?? 0n) > 0n ? { token: link.token, expiresAt: link.expiresAt } : undefined;
  }

  /** A customer's paid orders (RECEIVED, SEND, DELIVERED), newest first. */
  listOfUser(userId: number) {
    return this.db
      .selectFrom('orders')
      .select(['code', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'PAYMENT')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** One order's header: owner, guest link, totals, coupon and addresses' ids. */
  findByCode(code: string) {
    return this.db
      .selectFrom('orders')
      .select([
        'id',
        'code',
        'status',
        'user_id',
        'guest_token_hash',
        'guest_token_expires_at',
        'created_at',
        'subtotal_cents',
        'discount_cents',
        'total_cents',
        'coupon_code',
        'coupon_discount_bp',
        'delivery_method',
        'billing_address_id',
        'shipping_address_id',
      ])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * An order's lines in the order they were bought: the product's name in `language` while
   * the product exists, else the name the line kept.
   */
  lines(orderId: number, language: CatalogLanguage) {
    return this.db
      .selectFrom('order_lines as l')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .select((eb) => [
        'l.product_id',
        eb.fn.coalesce(language === 'en' ? 'p.name_en' : 'p.name_es', 'l.name').as('name'),
        'l.image',
        'l.unit_price_cents',
        'l.quantity',
      ])
      .where('l.order_id', '=', orderId)
      .orderBy('l.id')
      .execute();
  }
}

export type OrderHeader = NonNullable<Awaited<ReturnType<OrdersRepository['findByCode']>>>;
export type OrderLineRow = Awaited<ReturnType<OrdersRepository['lines']>>[number];
