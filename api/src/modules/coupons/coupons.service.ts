import { type Coupon } from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { type CouponsRepository } from './coupons.repository';

/** Basis points to percent: 4525 → 45.25. */
const percent = (basisPoints: number) => basisPoints / 100;

export class CouponsService {
  constructor(
    private readonly repository: CouponsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A usable coupon; 404 for an unknown (or deleted) code, 410 for an expired one. */
  async check(code: string): Promise<Coupon> {
    const coupon = await this.repository.findLive(code);
    if (!coupon) throw apiError(404, 'code', 'coupon_unknown', { code });
    if (coupon.expires_at && new Date(coupon.expires_at) <= this.now()) {
      throw apiError(410, 'code', 'coupon_expired', { code });
    }
    return { code: coupon.code, discount: percent(coupon.discount_bp) };
  }
}
