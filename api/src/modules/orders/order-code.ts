import { randomInt } from 'node:crypto';

// Order codes as customers read them out on the phone: 'EST-20260305-7K3F9QMB' (the day it was
// placed, UTC, then 8 characters of Crockford's base32: no I, L, O or U to misread), within
// OrderCodeSchema. 32^8 ≈ 10^12 codes a day make a collision with the unique index a
// practical impossibility; a code is not a secret (the guest link's token is).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 8;

export function newOrderCode(placedAt: Date): string {
  const day = placedAt.toISOString().slice(0, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `EST-${day}-${random}`;
}
