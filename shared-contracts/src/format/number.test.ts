import { formatLocaleNumber, parseLocaleNumber } from './number';

describe('parseLocaleNumber', () => {
  it.each([
    ['1.500', 'es-ES', 1500],
    ['1.289,50', 'es-ES', 1289.5],
    ['1.289', 'es-ES', 1289],
    ['12,5', 'es-ES', 12.5],
    ['1.000.000', 'es-ES', 1_000_000],
    [',5', 'es-ES', 0.5],
    ['1,500.5', 'en-US', 1500.5],
    ['1,500', 'en-US', 1500],
    ['12.50', 'en-US', 12.5],
    ['1500', 'es-ES', 1500],
    ['1500', 'en-US', 1500],
    [' 12 ', 'es-ES', 12],
    [' 12 ', 'en-US', 12],
    ['0', 'es-ES', 0],
    ['-7,25', 'es-ES', -7.25],
  ] as const)('reads %p in %s as %p', (text, language, value) => {
    expect(parseLocaleNumber(text, language)).toBe(value);
  });

  it.each([
    ['abc', 'es-ES'],
    ['abc', 'en-US'],
    ['', 'es-ES'],
    ['  ', 'en-US'],
    ['12a', 'es-ES'],
    ['1e3', 'en-US'],
    ['1.2.3', 'es-ES'],
    ['1.50', 'es-ES'],
    ['1,50', 'en-US'],
    ['1.500,5,5', 'es-ES'],
    ['1,289.50', 'es-ES'],
    ['1.289,50', 'en-US'],
    ['Infinity', 'en-US'],
    ['-', 'es-ES'],
    [',', 'es-ES'],
    ['1 500', 'es-ES'],
  ] as const)('gives undefined for %p in %s', (text, language) => {
    expect(parseLocaleNumber(text, language)).toBeUndefined();
  });
});

describe('formatLocaleNumber', () => {
  it.each([
    [1500, 'es-ES', '1.500'],
    [1289.5, 'es-ES', '1.289,5'],
    [29, 'es-ES', '29'],
    [1500, 'en-US', '1,500'],
    [1289.5, 'en-US', '1,289.5'],
    [1_000_000, 'en-US', '1,000,000'],
  ] as const)('writes %p in %s as %p', (value, language, text) => {
    expect(formatLocaleNumber(value, language)).toBe(text);
  });

  it.each([0, 7, 29, 999, 1000, 2349, 12.5, 1289.99, 1_000_000] as const)(
    'reads back what it writes: %p',
    (value) => {
      expect(parseLocaleNumber(formatLocaleNumber(value, 'es-ES'), 'es-ES')).toBe(value);
      expect(parseLocaleNumber(formatLocaleNumber(value, 'en-US'), 'en-US')).toBe(value);
    },
  );
});
