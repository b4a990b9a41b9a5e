import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 43 base64url characters, 256 bits (the contract asks for 128 or more). */
const CODE_BYTES = 32;

/** Only this hash of an invitation code is stored; the code's own entropy makes a slow hash needless. */
export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new invitation code and the hash the database keeps of it. */
export function newInviteCode(): { code: string; hash: string } {
  const code = randomBytes(CODE_BYTES).toString('base64url');
  return { code, hash: hashInviteCode(code) };
}
