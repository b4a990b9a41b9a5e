// Tests only: cart lines and server answers shaped by the contracts.
import { type CartProduct, type ProductBrief } from 'shared-contracts';
import { type CartItem } from '../cart-rules';

export function brief(id: number, overrides: Partial<ProductBrief> = {}): ProductBrief {
  return {
    id,
    name: `Jarrón ${id}`,
    price: 45,
    discount: 0,
    stock: 12,
    image: `/images/p${id}-a.svg`,
    ...overrides,
  };
}

export function item(id: number, quantity = 1, overrides: Partial<ProductBrief> = {}): CartItem {
  return { product: brief(id, overrides), quantity, errorStockQuantity: null };
}

export function serverLine(id: number, quantity = 1, overrides: Partial<ProductBrief> = {}): CartProduct {
  return { ...brief(id, overrides), quantity };
}
