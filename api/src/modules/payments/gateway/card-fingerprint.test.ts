import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { CardFingerprints } from './card-fingerprint';

const SECRET = 'test-secret-that-is-long-enough-for-hs256!!';
const CHALLENGE = SANDBOX_TEST_CARDS.challenge.VISA;
/** Luhn-valid, Visa, and the same last four digits as the challenge card. */
const LOOK_ALIKE = '4000000000057408';

describe('CardFingerprints', () => {
  const fingerprints = new CardFingerprints(SECRET);

  it('matches the number it was made of, and no other with the same brand and last four', () => {
    const fingerprint = fingerprints.of(CHALLENGE);
    expect(fingerprints.matches(CHALLENGE, fingerprint)).toBe(true);
    expect(fingerprints.matches(LOOK_ALIKE, fingerprint)).toBe(false);
  });

  it('never holds the number, and depends on the server secret', () => {
    const fingerprint = fingerprints.of(CHALLENGE);
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fingerprint).not.toBe(new CardFingerprints(`${SECRET}?`).of(CHALLENGE));
    expect(fingerprint).toBe(new CardFingerprints(SECRET).of(CHALLENGE));
  });

  it('matches nothing where no fingerprint was kept', () => {
    expect(fingerprints.matches(CHALLENGE, null)).toBe(false);
    expect(fingerprints.matches(CHALLENGE, '')).toBe(false);
  });
});
