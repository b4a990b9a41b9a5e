import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF's label: the fingerprint key is the server secret's, kept apart from its signing use. */
const KEY_LABEL = 'estudio-shop 3-D Secure card fingerprint v1';

/**
 * A keyed hash of a whole card number (HMAC-SHA-256, PCI DSS 3.5.1.1: never the number
 * itself), which binds a 3-D Secure transaction to the card it was started with: a later step
 * with another number that shares the brand and last four digits does not match. The key is
 * derived from the server secret (JWT_SECRET), so every instance computes the same one.
 */
export class CardFingerprints {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_LABEL, 32));
  }

  of(cardNumber: string): string {
    return createHmac('sha256', this.key).update(cardNumber).digest('base64url');
  }

  /** Whether the number is the one the fingerprint was made of (compared in constant time). */
  matches(cardNumber: string, fingerprint: string | null): boolean {
    if (fingerprint === null) return false;
    const expected = Buffer.from(fingerprint);
    const actual = Buffer.from(this.of(cardNumber));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
