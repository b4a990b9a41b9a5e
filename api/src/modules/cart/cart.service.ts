import { type CartProduct } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { toProductBrief } from '../../http/wire';
import { type CatalogLanguage } from '../catalog/catalog.repository';
import { type CartRepository } from './cart.repository';

/** The server-side cart of a signed-in customer: quantities never above the stock. */
export class CartService {
  constructor(private readonly repository: CartRepository) {}

  async products(userId: number, language: CatalogLanguage): Promise<CartProduct[]> {
    const lines = await this.repository.lines(userId, language);
    return lines.map((line) => ({ ...toProductBrief(line), quantity: line.quantity }));
  }

  /** 0 removes the line; more than the stock is a 409 with the shop's stock message. */
  async setAmount(userId: number, productId: number, amount: number): Promise<void> {
    if (amount === 0) {
      await this.repository.remove(userId, productId);
      return;
    }
    if (await this.repository.setQuantityWithinStock(userId, productId, amount)) return;
    const product = await this.repository.productStock(productId);
    if (!product) throw apiError(404, 'product', 'product_not_found', { id: productId });
    throw apiError(409, 'stock', 'stock_short', { quantity: amount });
  }

  remove(userId: number, productId: number): Promise<void> {
    return this.repository.remove(userId, productId);
  }
}
