/** One row of the cart's summary, top to bottom. */
export type SummaryRow =
  | { kind: 'subtotal'; amount: number }
  | { kind: 'discount'; amount: number; code: string; percent: number }
  | { kind: 'total'; amount: number };

interface CartTotalsShown {
  subTotal: number;
  discount: number;
  nameDiscount: string;
  discountAmount: number;
  finalPrice: number;
}

/** docs/spec.md §9: the subtotal and discount rows only when the discount is not zero; the total always. */
export function summaryRows(cart: CartTotalsShown): SummaryRow[] {
  const total: SummaryRow = { kind: 'total', amount: cart.finalPrice };
  if (cart.discount === 0) return [total];
  return [
    { kind: 'subtotal', amount: cart.subTotal },
    { kind: 'discount', amount: cart.discountAmount, code: cart.nameDiscount, percent: cart.discount },
    total,
  ];
}
