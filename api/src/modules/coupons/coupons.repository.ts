import { type Db } from '../../db/database';

export class CouponsRepository {
  constructor(private readonly db: Db) {}

  /** The live (not deleted) coupon with this code, already upper-cased. */
  findLive(code: string) {
    return this.db
      .selectFrom('coupons')
      .select(['code', 'discount_bp', 'expires_at'])
      .where('code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }
}
