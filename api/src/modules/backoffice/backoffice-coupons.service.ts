import { type Coupon } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { MAX_COUPON_DISCOUNT_BP } from '../checkout/checkout-coupons';
import { type CouponsRepository } from '../coupons/coupons.repository';

/**
 * Discount coupons, for staff (docs/spec.md §5, §7): the list, creation and deletion. The
 * contract checks the code and the discount (above 0, at most 45.25 %, two decimals);
 * coupons keep basis points (45.25 % = 4525).
 */
export class BackofficeCouponsService {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Every live coupon. A row stored above the limit (by hand) shows the discount a cart
   * actually gets, capped as the checkout caps it.
   */
  async list(): Promise<Coupon[]> {
    const rows = await this.coupons.listLive();
    return rows.map((row) => ({
      code: row.code,
      discount: Math.min(row.discount_bp, MAX_COUPON_DISCOUNT_BP) / 100,
    }));
  }

  /** 409 under `code` when a live coupon has the code already. */
  async create(code: string, discount: number): Promise<Coupon> {
    if (!(await this.coupons.insert(code, Math.round(discount * 100))))
      throw apiError(409, 'code', 'coupon_exists', { code });
    return { code, discount };
  }

  /** The coupon stops working at once; orders that used it keep its code. 404 under `code` if none. */
  async delete(code: string): Promise<void> {
    if (!(await this.coupons.softDelete(code, this.now())))
      throw apiError(404, 'code', 'coupon_unknown', { code });
  }
}
