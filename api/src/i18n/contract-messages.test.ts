import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMessageKey } from './messages';

// The call contracts' schemas name their messages by key (`{ error: 'zip_format' }`); the API
// turns each key into text in the caller's language, so every key must have both texts here.

const CONTRACTS = join(__dirname, '../../../shared-contracts/src');
const CALL_DOMAINS = [
  'shared',
  'account',
  'catalog',
  'wishlist',
  'cart',
  'coupons',
  'support',
  'checkout',
  'payments',
  'orders',
  'backoffice',
  'backoffice/prices',
];

function keysIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(join(folder, file), 'utf8').matchAll(/\b(?:error|message): '([a-z_]+)'/g),
    ])
    .map((match) => match[1] ?? '');
}

describe('message keys of the call contracts', () => {
  const keys = [...new Set(CALL_DOMAINS.flatMap((domain) => keysIn(join(CONTRACTS, domain))))];

  it('finds the keys', () => {
    expect(keys).toEqual(expect.arrayContaining(['email_format', 'coupon_invalid', 'card_expired']));
  });

  it.each(keys)('%s has a text in both languages', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });
});
