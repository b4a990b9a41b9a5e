import {
  CART_MAX_AMOUNT,
  COUPON_DISCOUNT_LIMIT,
  type ProductBrief,
  cartTotals,
  centsToEuros,
  eurosToCents,
} from 'shared-contracts';

// SPEC.md §4, Cart: pure rules on the cart's lines. The store applies them, the sync sends
// what changed to the server, the page shows them.

/** A line of the cart (SPEC.md §3): the product, how many, and the units available when short. */
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

/** One more unit of a line already in the cart, within its stock; undefined when refused. */
export function incrementItem(items: readonly CartItem[], productId: number): CartItem[] | undefined {
  const existing = findItem(items, productId);
  if (!existing || !canIncrement(existing)) return undefined;
  return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
}

/** One unit less; at quantity 1 the line goes. */
export function decrementItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.product.id !== productId) return [item];
    return item.quantity <= 1 ? [] : [{ ...item, quantity: item.quantity - 1 }];
  });
}

export function removeItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

export function clearStockError(items: readonly CartItem[], productId: number): CartItem[] {
  return items.map((item) =>
    item.product.id === productId && item.errorStockQuantity !== null
      ? { ...item, errorStockQuantity: null }
      : item,
  );
}

/**
 * Accept on a short line: the line takes the units available (and that stock) and its error
 * goes; with none available the line goes.
 */
export function acceptAvailable(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.product.id !== productId || item.errorStockQuantity === null) return [item];
    const available = Math.max(0, item.errorStockQuantity);
    if (available === 0) return [];
    return [
      {
        product: { ...item.product, stock: available },
        quantity: Math.min(item.quantity, available),
        errorStockQuantity: null,
      },
    ];
  });
}

/** Units in the cart, for the header badge ('cart.count'). */
export function unitCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Each product's quantity ('cart.lines'), for the catalogue's add-to-cart button. */
export function cartLines(items: readonly CartItem[]): Array<{ productId: number; quantity: number }> {
  return items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));
}

/** A coupon's percent as the cart applies it: capped at 100/2.21 (SPEC.md §9), 0 when there is none. */
export function cappedDiscount(percent: number | undefined): number {
  if (percent === undefined || !Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(centsToEuros(eurosToCents(percent)), COUPON_DISCOUNT_LIMIT);
}

/** A line's total in euros: unit price × quantity, in cents. */
export function lineTotal(item: CartItem): number {
  return centsToEuros(eurosToCents(item.product.price) * item.quantity);
}

export interface CartMoney {
  subTotal: number;
  discountAmount: number;
  finalPrice: number;
}

/** SPEC.md §4 totals in euros, computed by shared-contracts' cartTotals in integer cents (rounded once). */
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

/**
 * The price before the product's own discount, for the struck-through old price as the
 * catalogue shows it: price / (1 − discount / 100), to the cent; undefined without a discount.
 */
export function originalPrice(price: number, discount: number): number | undefined {
  if (!(discount > 0 && discount < 100)) return undefined;
  return centsToEuros(Math.round((eurosToCents(price) * 100) / (100 - discount)));
}
