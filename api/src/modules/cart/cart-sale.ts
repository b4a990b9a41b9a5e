import { type Db } from '../../db/database';
import { type StockRepository } from '../catalog/stock.repository';
import { type CartRepository } from './cart.repository';

/** The cart line that stopped a sale: not enough units left. */
export interface ShortLine {
  productId: number;
  quantity: number;
  available: number;
}

export type SaleOutcome = { kind: 'taken'; lines: number } | { kind: 'short'; line: ShortLine };

/**
 * The worked example of a unit of work across repositories: takes the stock of every line
 * of a customer's cart and empties the cart, all or nothing. The repositories run on the
 * transaction the service opens; when a line is short, everything already taken is rolled
 * back. The checkout's payment does not sell the cart: it takes the stock of the order's
 * lines, and out of the cart only the units the order bought (payments/payment-authorization.ts).
 */
export class CartSale {
  constructor(
    private readonly db: Db,
    private readonly carts: CartRepository,
    private readonly stock: StockRepository,
  ) {}

  /**
   * In a new transaction, or on `executor` when a caller already opened one: then a short
   * line throws ShortStockError, so the caller's whole transaction (its order, its payment)
   * rolls back with it.
   */
  async takeStockAndEmptyCart(userId: number, executor?: Db): Promise<SaleOutcome> {
    if (!executor) {
      return this.db
        .transaction()
        .execute((trx) => this.takeStockAndEmptyCart(userId, trx))
        .catch((error: unknown) => {
          if (error instanceof ShortStockError) return { kind: 'short', line: error.line } as const;
          throw error;
        });
    }
    const lines = await this.carts.quantities(userId, executor);
    for (const { product_id: productId, quantity } of lines) {
      if (!(await this.stock.take(productId, quantity, executor))) {
        const available = (await this.stock.stockOf(productId, executor)) ?? 0;
        // Thrown, so the transaction rolls back what the earlier lines took.
        throw new ShortStockError({ productId, quantity, available });
      }
    }
    await this.carts.clear(userId, executor);
    return { kind: 'taken', lines: lines.length };
  }
}

/** Thrown inside a caller's transaction when a line is short, so that transaction rolls back. */
export class ShortStockError extends Error {
  constructor(readonly line: ShortLine) {
    super(`not enough stock of product ${line.productId}`);
  }
}
