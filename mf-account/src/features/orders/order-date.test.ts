import { orderDateParts } from './order-date';

describe('orderDateParts (docs/spec.md §9: UTC YYYY-MM-DD HH:MM:SS)', () => {
  it('shows the wire date as it is, with its UTC instant', () => {
    expect(orderDateParts('2026-03-05 07:08:09')).toEqual({
      text: '2026-03-05 07:08:09',
      iso: '2026-03-05T07:08:09Z',
    });
  });

  it('converts an instant with an offset to UTC', () => {
    expect(orderDateParts('2026-03-05T01:08:09+02:00').text).toBe('2026-03-04 23:08:09');
    expect(orderDateParts('2025-12-31T23:59:59.500Z').text).toBe('2025-12-31 23:59:59');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(orderDateParts('soon')).toEqual({ text: '', iso: '' });
  });
});
