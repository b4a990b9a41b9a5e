import { type Db } from '../../db/database';
import { type OrderStatus } from '../../db/schema';
import { type CatalogLanguage } from '../catalog/catalog.repository';

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

/** An order's header as it is written: every value already decided (order-placement.ts). */
export interface OrderRecord {
  code: string;
  status: OrderStatus;
  userId: number | null;
  guestTokenHash: string | null;
  guestTokenExpiresAt: Date | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
  couponDiscountBp: number;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  placedAt: Date;
  paidAt: Date | null;
  confirmationMailedAt: Date | null;
}

/** Orders and their lines: SQL only; the rules live in order-placement.ts and OrdersService. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes an order and its lines, all or nothing: inside the caller's transaction when
   * `executor` is one (a checkout), else in a transaction of its own.
   */
  async insert(
    order: OrderRecord,
    lines: readonly NewOrderLine[],
    executor: Db = this.db,
  ): Promise<{ id: number; code: string }> {
    if (!executor.isTransaction)
      return executor.transaction().execute((trx) => this.insert(order, lines, trx));
    const inserted = await executor
      .insertInto('orders')
      .values({
        code: order.code,
        status: order.status,
        user_id: order.userId,
        guest_token_hash: order.guestTokenHash,
        guest_token_expires_at: order.guestTokenExpiresAt,
        subtotal_cents: order.subtotalCents,
        discount_cents: order.discountCents,
        total_cents: order.totalCents,
        coupon_code: order.couponCode,
        coupon_discount_bp: order.couponDiscountBp,
        billing_address_id: order.billingAddressId,
        shipping_address_id: order.shippingAddressId,
        created_at: order.placedAt,
        updated_at: order.placedAt,
        paid_at: order.paidAt,
        confirmation_mailed_at: order.confirmationMailedAt,
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    if (lines.length > 0) {
      await executor
        .insertInto('order_lines')
        .values(
          lines.map((line) => ({
            order_id: inserted.id,
            product_id: line.productId,
            name: line.name,
            image: line.image,
            unit_price_cents: line.unitPriceCents,
            quantity: line.quantity,
          })),
        )
        .execute();
    }
    return inserted;
  }

  /** Replaces an order's guest link by the hash and expiry given. False when no order has that id. */
  async setGuestLink(
    orderId: number,
    link: { hash: string; expiresAt: Date },
    now: Date,
    executor: Db = this.db,
  ): Promise<boolean> {
    const updated = await executor
      .updateTable('orders')
      .set({ guest_token_hash: link.hash, guest_token_expires_at: link.expiresAt, updated_at: now })
      .where('id', '=', orderId)
      .executeTakeFirst();
    return (updated.numUpdatedRows ?? 0n) > 0n;
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
