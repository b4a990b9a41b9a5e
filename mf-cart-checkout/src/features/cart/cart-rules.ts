import {
  CART_MAX_AMOUNT,
  COUPON_DISCOUNT_LIMIT,
  type ProductBrief,
  cartTotals,
  centsToEuros,
  eurosToCents,
} from 'shared-contracts';

// docs/spec.md §4, Cart: pure rules on the cart's lines, those every page needs: a line, one unit
// more (the catalogue's add-to-cart), the counts and the money. The /cart page's own (+, −,
// remove, Accept, a line's total) are in line-rules.ts, the server's word on the lines in
// server-lines.ts: the service every page starts loads neither. The store applies the rules,
// the sync sends what changed to the server, the page shows them.

/** A line of the cart (docs/spec.md §3): the product, how many, and the units available when short. */
export interface CartItem {
  product: ProductBrief;
  quantity: number;
  /** The units available when the server found the line short of stock, else null. */
  errorStockQuantity: number | null;
}

/** What adding one unit of a product did: the refusals say why. */
export type AddOutcome = 'added' | 'incremented' | 'out-of-stock' | 'stock-limit';

const findItem = (items: readonly CartItem[], productId: number) =>
  items.find((item) => item.product.id === productId);

/** The most units of a product a line may hold: its stock, and never more than the API takes. */
export function maxQuantity(product: ProductBrief): number {
  return Math.min(product.stock, CART_MAX_AMOUNT);
}

export function canIncrement(item: CartItem): boolean {
  return item.quantity + 1 <= maxQuantity(item.product);
}

/**
 * One more unit of a product: an existing line grows only while quantity + 1 does not exceed
 * the stock; a new line is added only when the stock is above 0. The product given (fresher,
 * from the page that asked) replaces the line's copy.
 */
export function addProduct(
  items: readonly CartItem[],
  product: ProductBrief,
): { items: CartItem[]; outcome: AddOutcome } {
  const existing = findItem(items, product.id);
  if (!existing) {
    if (maxQuantity(product) <= 0) return { items: [...items], outcome: 'out-of-stock' };
    return { items: [...items, { product, quantity: 1, errorStockQuantity: null }], outcome: 'added' };
  }
  const updated = { ...existing, product };
  if (!canIncrement(updated)) return { items: [...items], outcome: 'stock-limit' };
  return {
    items: items.map((item) => (item === existing ? { ...updated, quantity: updated.quantity + 1 } : item)),
    outcome: 'incremented',
  };
}

/** Units in the cart, for the header badge ('cart.count'). */
export function unitCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Each product's quantity ('cart.lines'), for the catalogue's add-to-cart button. */
export function cartLines(items: readonly CartItem[]): Array<{ productId: number; quantity: number }> {
  return items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));
}

/** A coupon's percent as the cart applies it: capped at 100/2.21 (docs/spec.md §9), 0 when there is none. */
export function cappedDiscount(percent: number | undefined): number {
  if (percent === undefined || !Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(centsToEuros(eurosToCents(percent)), COUPON_DISCOUNT_LIMIT);
}

export interface CartMoney {
  subTotal: number;
  discountAmount: number;
  finalPrice: number;
}

/** docs/spec.md §4 totals in euros, computed by shared-contracts' cartTotals in integer cents (rounded once). */
export function cartMoney(items: readonly CartItem[], discount: number): CartMoney {
  const totals = cartTotals(
    items.map((item) => ({ unitPriceCents: eurosToCents(item.product.price), quantity: item.quantity })),
    cappedDiscount(discount),
  );
  return {
    subTotal: centsToEuros(totals.subTotalCents),
    discountAmount: centsToEuros(totals.discountAmountCents),
    finalPrice: centsToEuros(totals.finalPriceCents),
  };
}
