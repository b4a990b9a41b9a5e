import { type Bus, type BusPayload, type ProductBrief } from 'shared-contracts';
import { toProductBrief } from '../../shared/product-brief';

type CartLines = BusPayload<'cart.lines'>;

/** How many units of a product the cart already holds ('cart.lines' of mf-cart-checkout). */
export function quantityInCart(lines: CartLines | undefined, productId: number): number {
  return lines?.find((line) => line.productId === productId)?.quantity ?? 0;
}

/** SPEC.md §4: add-to-cart is disabled when stock is not above the quantity already in the cart. */
export function canAddToCart(stock: number, inCart: number): boolean {
  return stock > inCart;
}

/** Asks the cart service (mf-cart-checkout) to add one unit; it answers with 'cart.add-completed'. */
export function requestAddToCart(bus: Bus, product: ProductBrief): void {
  bus.publish('cart.add-requested', { product: toProductBrief(product) });
}
