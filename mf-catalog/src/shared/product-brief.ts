import { type ProductBrief } from 'shared-contracts';

/** The short form of a product that wishlists and the cart keep (docs/spec.md §3), its old price when sent. */
export function toProductBrief(product: ProductBrief): ProductBrief {
  const { id, name, price, discount, stock, image, old_price } = product;
  return { id, name, price, discount, stock, image, ...(old_price !== undefined && { old_price }) };
}
