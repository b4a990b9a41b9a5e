import { formatMoney, roundToCents } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [0, 'es-ES', `0,00${NBSP}€`],
    [19.9, 'es-ES', `19,90${NBSP}€`],
    [1234.5, 'es-ES', `1.234,50${NBSP}€`],
    [12345.678, 'es-ES', `12.345,68${NBSP}€`],
    [0, 'en-US', `0.00${NBSP}€`],
    [19.9, 'en-US', `19.90${NBSP}€`],
    [1234.5, 'en-US', `1,234.50${NBSP}€`],
    [12345.678, 'en-US', `12,345.68${NBSP}€`],
  ] as const)(
    'formats %p in %s as %p: two decimals, amount before the euro sign',
    (euros, language, text) => {
      expect(formatMoney(euros, language)).toBe(text);
    },
  );
});

describe('roundToCents', () => {
  it('keeps two decimals and drops float noise', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(19.999)).toBe(20);
    expect(roundToCents(12.344)).toBe(12.34);
  });
});
