import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The access token of a guest's order link (docs/spec.md §6, docs/security.md): 24 random bytes
// (192 bits) written as 32 base64url characters, the shape GuestAccessTokenSchema accepts.
// Only its SHA-256 is stored: a fast hash is enough for a random secret of this size, which
// no dictionary holds; a slow one is for passwords people choose.

/** How long a guest link opens its order: the one place this number lives (api/README.md). */
export const GUEST_LINK_TTL_DAYS = 30;
export const GUEST_LINK_TTL_MS = GUEST_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 24;

export interface GuestLink {
  /** The token to put in the link, handed out once; never stored. */
  token: string;
  /** What the database keeps: the token's SHA-256, hex. */
  hash: string;
  expiresAt: Date;
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link's token, its hash and its expiry, counted from `now`. */
export function newGuestLink(now: Date): GuestLink {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashGuestToken(token), expiresAt: new Date(now.getTime() + GUEST_LINK_TTL_MS) };
}

/** A digest no token has, compared when an order has no link so every look-up takes as long. */
const NO_LINK = Buffer.alloc(32);

/**
 * Whether `token` is the one whose hash is stored, compared in constant time. `storedHash` is
 * null for an unknown order or one without a link: the comparison still runs, and fails.
 */
export function guestTokenMatches(token: string, storedHash: string | null): boolean {
  const given = createHash('sha256').update(token, 'utf8').digest();
  const stored = storedHash === null ? NO_LINK : Buffer.from(storedHash, 'hex');
  if (stored.length !== given.length) return false;
  return timingSafeEqual(given, stored) && storedHash !== null;
}
