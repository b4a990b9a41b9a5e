import { type Kysely } from 'kysely';
import { type Database } from '../schema';

const DAY_MS = 86_400_000;

/** Coupons a new shop starts with: a few live ones, the largest allowed, and an expired one. */
export async function seedCoupons(db: Kysely<Database>, now = new Date()): Promise<number> {
  const coupons = [
    { code: 'WELCOME10', discount_bp: 1000, expires_at: null },
    { code: 'ESTUDIO20', discount_bp: 2000, expires_at: null },
    { code: 'VERANO15', discount_bp: 1500, expires_at: new Date(now.getTime() + 365 * DAY_MS) },
    { code: 'MAXIMO', discount_bp: 4525, expires_at: null },
    { code: 'CADUCADO5', discount_bp: 500, expires_at: new Date('2024-01-01T00:00:00Z') },
  ];
  await db.insertInto('coupons').values(coupons).execute();
  return coupons.length;
}
