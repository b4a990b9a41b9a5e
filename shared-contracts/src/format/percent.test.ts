import { formatPercent } from './percent';

it('writes a coupon’s percent in each language', () => {
  expect(formatPercent(12.5, 'es-ES')).toBe('12,5\u00a0%');
  expect(formatPercent(45.25, 'en-US')).toBe('45.25%');
  expect(formatPercent(10, 'en-US')).toBe('10%');
});
