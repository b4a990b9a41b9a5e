import { formatUtcDateTime, type OrderDetail, type OrderSummary } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { euros, imageUrl } from '../../http/wire';
import { type LoginThrottle } from '../accounts/login-throttle';
import { type CatalogLanguage } from '../catalog/catalog.repository';
import { guestTokenMatches } from './guest-token';
import { type OrderHeader, type OrdersRepository } from './orders.repository';

/**
 * Who may see which order (docs/spec.md §6, docs/security.md): a customer their own (another
 * customer's is a 403, an unknown code a 404); a guest the one order their link's token opens.
 * The user id in the path is checked against the token's by the route (CustomerAuth).
 */
export class OrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    /** Failed guest look-ups per order code, throttled as sign-ins are per account. */
    private readonly guestThrottle: LoginThrottle,
    private readonly now: () => Date,
  ) {}

  async list(userId: number): Promise<OrderSummary[]> {
    const rows = await this.repository.listOfUser(userId);
    return rows.map((row) => ({
      code: row.code,
      status: row.status,
      date: formatUtcDateTime(row.created_at),
    }));
  }

  async ofCustomer(userId: number, code: string, language: CatalogLanguage): Promise<OrderDetail> {
    const order = await this.repository.findByCode(code);
    if (!order) throw apiError(404, 'order', 'order_not_found', { code });
    if (order.user_id !== userId) throw apiError(403, 'order', 'order_forbidden');
    return this.detail(order, language);
  }

  /**
   * A wrong token, an order without a guest link and an unknown code get the same 404; only
   * the right token of an expired link learns it expired (410). Every look-up counts against
   * the code's throttle until it succeeds.
   */
  async ofGuest(
    code: string,
    token: string,
    language: CatalogLanguage,
    client: string,
  ): Promise<OrderDetail> {
    const waitMs = await this.guestThrottle.begin(code, client);
    if (waitMs > 0)
      throw apiError(429, 'order', 'order_lookups_limited', { seconds: Math.ceil(waitMs / 1000) });
    const order = await this.repository.findByCode(code);
    if (!guestTokenMatches(token, order?.guest_token_hash ?? null) || !order)
      throw apiError(404, 'order', 'order_not_found', { code });
    await this.guestThrottle.succeeded(code, client);
    const expiresAt = order.guest_token_expires_at;
    if (!expiresAt || expiresAt.getTime() <= this.now().getTime())
      throw apiError(410, 'order', 'order_link_expired');
    return this.detail(order, language);
  }

  /** The detail of an order already found and allowed (the back office's detail extends it). */
  async detail(order: OrderHeader, language: CatalogLanguage): Promise<OrderDetail> {
    const lines = await this.repository.lines(order.id, language);
    return {
      code: order.code,
      status: order.status,
      date: formatUtcDateTime(order.created_at),
      products: lines.map((line) => ({
        name: line.name,
        image: imageUrl(line.image),
        price: euros(line.unit_price_cents),
        amount: line.quantity,
        productId: line.product_id,
      })),
      cartPrice: euros(order.subtotal_cents),
      cartDiscount: euros(order.discount_cents),
      nameDiscount: order.coupon_code,
      percentageDiscount: order.coupon_discount_bp / 100,
      finalPrice: euros(order.total_cents),
      ...(order.delivery_method ? { delivery: order.delivery_method } : {}),
    };
  }
}
