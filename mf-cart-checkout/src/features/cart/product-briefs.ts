import {
  type Bus,
  type ProductBrief,
  type ProductDetail,
  apiLanguage,
  getProductCall,
} from 'shared-contracts';
import { apiClient } from 'remote-kit';

/** What a cart line keeps of the product's answer: its brief, with the old price when sent. */
function cartBrief(product: ProductDetail): ProductBrief {
  const { id, name, price, discount, stock, image, old_price } = product;
  return { id, name, price, discount, stock, image, ...(old_price !== undefined && { old_price }) };
}

/**
 * Products read again (GET /products/{id}), in the page's language when it is known, as a cart
 * line keeps them: name, today's price and stock. A product that cannot be read is left out.
 */
export async function readProductBriefs(bus: Bus, productIds: readonly number[]): Promise<ProductBrief[]> {
  const language = bus.current('language.changed');
  const query = language ? { language: apiLanguage(language) } : {};
  const answers = await Promise.all(
    productIds.map((id) => apiClient().call(getProductCall, { params: { id }, query })),
  );
  return answers.flatMap((answer) => (answer.kind === 'ok' ? [cartBrief(answer.data)] : []));
}
