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

  /** Every live coupon (expired ones too, so staff can delete them), by code. */
  listLive() {
    return this.db
      .selectFrom('coupons')
      .select(['code', 'discount_bp'])
      .where('deleted_at', 'is', null)
      .orderBy('code')
      .execute();
  }

  /** A new live coupon that never expires; false when a live coupon has the code (also under a race). */
  async insert(code: string, discountBp: number): Promise<boolean> {
    const row = await this.db
      .insertInto('coupons')
      .values({ code, discount_bp: discountBp, expires_at: null, deleted_at: null })
      .onConflict((conflict) => conflict.column('code').where('deleted_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes the live coupon with the code, keeping its row for the orders that used it; false if none. */
  async softDelete(code: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('coupons')
      .set({ deleted_at: now })
      .where('code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return (result.numUpdatedRows ?? 0n) > 0n;
  }
}
