import { randomBytes } from 'node:crypto';
import { type DatabaseHandle } from '../database';
import { openTestDatabase } from '../../testing/test-database';

// Migration 0006: a guest link is a SHA-256 hex digest with its expiry, never a plain token,
// never one without the other.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const order = (link: { guest_token_hash?: string | null; guest_token_expires_at?: Date | null }) =>
  database.db
    .insertInto('orders')
    .values({
      code: `T-${randomBytes(6).toString('hex').toUpperCase()}`,
      subtotal_cents: 1000,
      total_cents: 1000,
      ...link,
    })
    .execute();

const sha256Hex = 'a'.repeat(64);
const inThirtyDays = new Date(Date.now() + 30 * 24 * 3600 * 1000);

describe('migration 0006: guest order links', () => {
  it('takes an order without a link, and one with a hash and its expiry', async () => {
    await order({});
    await order({ guest_token_hash: sha256Hex, guest_token_expires_at: inThirtyDays });
  });

  it.each([
    [
      'a plain token in the hash column',
      { guest_token_hash: randomBytes(24).toString('base64url'), guest_token_expires_at: inThirtyDays },
    ],
    [
      'an upper-case or short digest',
      { guest_token_hash: 'A'.repeat(64), guest_token_expires_at: inThirtyDays },
    ],
    ['a hash without expiry', { guest_token_hash: sha256Hex, guest_token_expires_at: null }],
    ['an expiry without hash', { guest_token_hash: null, guest_token_expires_at: inThirtyDays }],
  ])('refuses %s', async (_name, link) => {
    await expect(order(link)).rejects.toThrow(/orders_guest_token|check constraint/);
  });
});
