import { type Db } from '../db/database';
import { type OrderStatus } from '../db/schema';
import { type CreatedOrder, type NewOrder, placeOrder } from '../modules/orders/order-placement';
import { type NewOrderLine, OrdersRepository } from '../modules/orders/orders.repository';

// Orders for API tests (and the browser tests' fixture, e2e/src/support/fixtures/seed-e2e-orders.ts),
// placed as the checkout places them (order-placement.ts): there is no HTTP route that creates
// an order outside a checkout.

export interface CatalogueLine extends NewOrderLine {
  nameEs: string;
  nameEn: string;
}

export interface TestOrder extends CreatedOrder {
  lines: CatalogueLine[];
}

export interface TestOrderOptions extends Partial<Omit<NewOrder, 'lines'>> {
  /** How many catalogue products the order holds (default 2): quantities 1, 2, 3… */
  products?: number;
  /** Skips this many catalogue products, so orders can differ (default 0). */
  offset?: number;
  /** Lines of one's own instead of catalogue products at their prices. */
  lines?: NewOrderLine[];
}

/** Catalogue products as order lines: their Castellano name, first image and current price. */
export async function catalogueLines(db: Db, count: number, offset = 0): Promise<CatalogueLine[]> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'name_es', 'name_en', 'images', 'price_cents'])
    .orderBy('id')
    .offset(offset)
    .limit(count)
    .execute();
  if (products.length < count) throw new Error(`the catalogue has fewer than ${offset + count} products`);
  return products.map((product, index) => ({
    productId: product.id,
    name: product.name_es,
    nameEs: product.name_es,
    nameEn: product.name_en,
    image: product.images[0] ?? '',
    unitPriceCents: product.price_cents,
    quantity: index + 1,
  }));
}

/** An order placed for `userId` (null: a guest's), RECEIVED unless said otherwise. */
export async function createTestOrder(db: Db, options: TestOrderOptions = {}): Promise<TestOrder> {
  const { products = 2, offset = 0, lines: ownLines, ...order } = options;
  const lines: CatalogueLine[] =
    ownLines?.map((line) => ({ ...line, nameEs: line.name, nameEn: line.name })) ??
    (await catalogueLines(db, products, offset));
  const status: OrderStatus = order.status ?? 'RECEIVED';
  const created = await placeOrder(new OrdersRepository(db), { userId: null, ...order, status, lines });
  return { ...created, lines };
}
