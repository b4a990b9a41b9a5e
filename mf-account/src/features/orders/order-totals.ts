import { type OrderDetail, type OrderLine, roundToCents } from 'shared-contracts';

/** One row of an order's totals, top to bottom. */
export type TotalRow =
  | { kind: 'subtotal'; amount: number }
  | { kind: 'discount'; amount: number; code: string | null; percent: number }
  | { kind: 'total'; amount: number };

/**
 * The totals as charged: subtotal and discount rows only when there was a discount
 * (docs/spec.md §9), the coupon's code and percent on the discount row; the total always.
 */
export function totalRows(
  order: Pick<
    OrderDetail,
    'cartPrice' | 'cartDiscount' | 'nameDiscount' | 'percentageDiscount' | 'finalPrice'
  >,
): TotalRow[] {
  const total: TotalRow = { kind: 'total', amount: order.finalPrice };
  if (order.cartDiscount === 0) return [total];
  return [
    { kind: 'subtotal', amount: order.cartPrice },
    {
      kind: 'discount',
      amount: order.cartDiscount,
      code: order.nameDiscount,
      percent: order.percentageDiscount,
    },
    total,
  ];
}

/** What a line cost: its unit price times its amount, in whole cents. */
export function lineTotal(line: Pick<OrderLine, 'price' | 'amount'>): number {
  return roundToCents(line.price * line.amount);
}
