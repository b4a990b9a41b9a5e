import { type Bus, type BusPayload, type ProductBrief, type RequestOutcome } from 'shared-contracts';
import { toProductBrief } from '../../shared/product-brief';

type CartLines = BusPayload<'cart.lines'>;

/** How long the catalogue waits for the cart service's answer before telling the visitor. */
export const ADD_TO_CART_TIMEOUT_MS = 8000;

/** How many units of a product the cart already holds ('cart.lines' of mf-cart-checkout). */
export function quantityInCart(lines: CartLines | undefined, productId: number): number {
  return lines?.find((line) => line.productId === productId)?.quantity ?? 0;
}

/** docs/spec.md §4: add-to-cart is disabled when stock is not above the quantity already in the cart. */
export function canAddToCart(stock: number, inCart: number): boolean {
  return stock > inCart;
}

/**
 * Asks the cart service (mf-cart-checkout) to add one unit and waits for its answer. The
 * command is held until the cart service is up, and withdrawn after the timeout.
 */
export function requestAddToCart(
  bus: Bus,
  product: ProductBrief,
): Promise<RequestOutcome<'cart.add-requested'>> {
  return bus.request(
    'cart.add-requested',
    { product: toProductBrief(product) },
    { timeoutMs: ADD_TO_CART_TIMEOUT_MS },
  );
}

/** The key of the message that tells the visitor the cart's answer (an older cart gives no reason). */
export function addAnswerMessageKey(
  answer: BusPayload<'cart.add-completed'>,
): 'product.added' | 'product.outOfStock' | 'product.stockLimit' | 'product.notAdded' {
  if (answer.added) return 'product.added';
  if (answer.reason === 'out_of_stock') return 'product.outOfStock';
  if (answer.reason === 'stock_limit') return 'product.stockLimit';
  return 'product.notAdded';
}
