import { type ProductBrief } from 'shared-contracts';

/** The short form of a product that wishlists and the cart keep (SPEC.md §3). */
export function toProductBrief(product: ProductBrief): ProductBrief {
  const { id, name, price, discount, stock, image } = product;
  return { id, name, price, discount, stock, image };
}
