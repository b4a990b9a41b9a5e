import { cartTotals } from 'shared-contracts';
import { type Db } from '../../db/database';
import { type OrderStatus } from '../../db/schema';
import { newGuestLink } from './guest-token';
import { newOrderCode } from './order-code';
import { type NewOrderLine, type OrdersRepository } from './orders.repository';

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

/**
 * Places an order with its lines, all or nothing: inside the caller's transaction when
 * `executor` is one (a checkout), else in a transaction of its own. Totals follow the cart's
 * one rule (`cartTotals` of shared-contracts) from the lines and the coupon.
 */
export async function placeOrder(
  orders: OrdersRepository,
  order: NewOrder,
  executor?: Db,
): Promise<CreatedOrder> {
  const placedAt = order.placedAt ?? new Date();
  const coupon = order.coupon ?? null;
  const totals = cartTotals(
    order.lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
    coupon ? coupon.discountBp / 100 : 0,
  );
  const link = order.guestLink ? newGuestLink(placedAt) : undefined;
  const status = order.status ?? 'PAYMENT';
  const paid = status !== 'PAYMENT';
  const { id, code } = await orders.insert(
    {
      code: order.code ?? newOrderCode(placedAt),
      status,
      userId: order.userId,
      guestTokenHash: link?.hash ?? null,
      guestTokenExpiresAt: link?.expiresAt ?? null,
      subtotalCents: totals.subTotalCents,
      discountCents: totals.discountAmountCents,
      totalCents: totals.finalPriceCents,
      couponCode: coupon?.code ?? null,
      couponDiscountBp: coupon?.discountBp ?? 0,
      billingAddressId: order.billingAddressId ?? null,
      shippingAddressId: order.shippingAddressId ?? null,
      placedAt,
      paidAt: paid ? placedAt : null,
      // Placed already paid (fixtures, imports): no confirmation mail is owed for it.
      confirmationMailedAt: paid ? placedAt : null,
    },
    order.lines,
    executor,
  );
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
export async function issueGuestLink(
  orders: OrdersRepository,
  orderId: number,
  now: Date = new Date(),
  executor?: Db,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const link = newGuestLink(now);
  const updated = await orders.setGuestLink(
    orderId,
    { hash: link.hash, expiresAt: link.expiresAt },
    now,
    executor,
  );
  return updated ? { token: link.token, expiresAt: link.expiresAt } : undefined;
}
