import { cardExpiryYear, isCardExpired, passesLuhn } from './card';

describe('passesLuhn', () => {
  it.each([
    ['4222000006285344', true],
    ['5354560000000004', true],
    ['4917000000000087', true],
    ['4222000006285345', false],
    ['', false],
    ['4222 0000 0628 5344', false],
  ])('%p → %p', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
});

describe('isCardExpired (valid through the end of its month)', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it.each([
    [3, 2026, false],
    [4, 2026, false],
    [1, 2030, false],
    [2, 2026, true],
    [12, 2025, true],
  ])('%p/%p → %p', (month, year, expired) => {
    expect(isCardExpired(month, year, now)).toBe(expired);
  });

  it('reads two-digit years in this century', () => {
    expect(cardExpiryYear('29')).toBe(2029);
    expect(cardExpiryYear(5)).toBe(2005);
  });
});
